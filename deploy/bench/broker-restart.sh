#!/usr/bin/env bash
# The broker's start, then its restarts after kill -9, as the launcher runs it (BrokerLaunch: its
# JVM flags or CHESS_KAFKA_JVM_OPTS, the class-data archive deploy's build makes, server.properties
# from KraftBrokerConfig), alone on free ports: from the JVM's launch to its port and to the first
# record a producer gets acknowledged (acks=all). Every wait is bounded (60 s); a broker that dies
# ends the run with its log's tail.
# usage: [RESTARTS=3] [KEEP=true] deploy/bench/broker-restart.sh [key=value ...]
#   KEEP=true: leave deploy/target/broker-restart-bench (its logs and data) for reading
#   key=value: added to the broker's properties, to measure a setting before it becomes the default
#   (e.g. broker.session.timeout.ms=1000 broker.heartbeat.interval.ms=250)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f deploy/target/platform.jar ] || ./mvnw -q install -DskipTests
exec java -Drestarts="${RESTARTS:-3}" -Dkeep="${KEEP:-false}" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "deploy/target/classes:deploy/target/lib/*" \
  dev.chessplatform.deploy.BrokerRestartBench "$@"
