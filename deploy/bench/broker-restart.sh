#!/usr/bin/env bash
# Time a single-node KRaft broker's start, and its restart after kill -9, with the launcher's settings.
# usage: [JOPTS='-XX:SharedArchiveFile=kafka.jsa'] deploy/bench/broker-restart.sh [extra.properties]
#   (after ./mvnw install -DskipTests; ports 19092-19093; JOPTS: more JVM flags for the broker)
# It prints the seconds from the JVM's launch to "Kafka Server started" (the broker unfenced), first
# on a new log dir, then after a kill -9 three seconds later, and the log lines of the recovery.
set -euo pipefail
cd "$(dirname "$0")/../.."
lib=deploy/target/lib; extra="${1:-}"
d=$(mktemp -d /tmp/kraft.XXXX)
cat > $d/server.properties <<P
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:19093
listeners=PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093
advertised.listeners=PLAINTEXT://127.0.0.1:19092
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$d/logs
num.partitions=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=4
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=4
min.insync.replicas=1
default.replication.factor=1
group.initial.rebalance.delay.ms=0
P
[ -n "$extra" ] && cat "$extra" >> $d/server.properties
java -cp "$lib/*" kafka.tools.StorageTool format -t $(java -cp "$lib/*" kafka.tools.StorageTool random-uuid) -c $d/server.properties >/dev/null
run() {
  while ss -ltn | grep -q ':1909[23] '; do sleep 0.1; done   # the killed JVM's ports free again
  local t0=$(date +%s.%N)
  java -Xmx384m -XX:+UseSerialGC ${JOPTS:-} -cp "$lib/*" kafka.Kafka $d/server.properties > $d/out.log 2>&1 &
  pid=$!
  until grep -q "Kafka Server started" $d/out.log; do sleep 0.05; done
  local t1=$(date +%s.%N)
  echo "started in $(echo "$t1 - $t0" | bc) s"
}
run
sleep 3
kill -9 $pid; wait $pid 2>/dev/null || true
run
grep -iE "recover|session|fenc|registration|DUPLICATE" $d/out.log | cut -c1-220 | head -20
kill -9 $pid; rm -rf $d
