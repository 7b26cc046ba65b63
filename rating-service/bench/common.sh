# Shared by the bench scripts: build once, start the broker+store process, run the packaged service.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
MODULE="$(dirname "$HERE")"
ROOT="$(dirname "$MODULE")"
WORK="${WORK:-$MODULE/target/bench}"
KAFKA_PORT="${KAFKA_PORT:-39092}"
MONGO_PORT="${MONGO_PORT:-39017}"
HTTP_PORT="${HTTP_PORT:-38083}"
mkdir -p "$WORK"

build() {
  (cd "$ROOT" && ./mvnw -q -pl rating-service package -DskipTests \
    && ./mvnw -q -pl rating-service dependency:build-classpath -Dmdep.includeScope=test \
         -Dmdep.outputFile="$WORK/classpath.txt")
  CP="$MODULE/target/test-classes:$MODULE/target/classes:$(cat "$WORK/classpath.txt")"
}

tool() { java -Xmx512m -XX:+UseSerialGC -cp "$CP" "$@"; }

stop_all() {
  [ -n "${SERVICE_PID:-}" ] && kill -9 "$SERVICE_PID" 2>/dev/null || true
  kill "$INFRA_PID" 2>/dev/null || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$INFRA_PID" 2>/dev/null || return 0; sleep 0.5; done
  kill -9 "$INFRA_PID" 2>/dev/null || true
}

start_infra() {
  # java itself in the background (not the tool function's subshell), so $! is the JVM to stop.
  java -Xmx3g -XX:+UseSerialGC -cp "$CP" \
    dev.chessplatform.rating.bench.BenchInfrastructure "$KAFKA_PORT" "$MONGO_PORT" \
    >"$WORK/infra.log" 2>&1 &
  INFRA_PID=$!
  trap stop_all EXIT
  until grep -q READY "$WORK/infra.log"; do
    kill -0 "$INFRA_PID" 2>/dev/null || { cat "$WORK/infra.log"; exit 1; }
    sleep 0.5
  done
}

# start_service <database> <group> <log>
start_service() {
  CHESS_INTERNAL_SECRET="${CHESS_INTERNAL_SECRET:-bench-only-internal-secret-0123456789}" \
  KAFKA_BOOTSTRAP_SERVERS="127.0.0.1:$KAFKA_PORT" MONGODB_URI="mongodb://127.0.0.1:$MONGO_PORT" \
  MONGODB_DATABASE="$1" RATINGS_GROUP_ID="$2" RATINGS_INSTANCE_ID="$2-0" QUARKUS_HTTP_PORT="$HTTP_PORT" \
    java -Xmx512m -XX:+UseSerialGC -jar "$MODULE/target/quarkus-app/quarkus-run.jar" >>"$3" 2>&1 &
  SERVICE_PID=$!
}

# The last applied offset, from the service's Prometheus gauge (-2 while the service is not up).
position() {
  curl -s "http://127.0.0.1:$HTTP_PORT/q/metrics" 2>/dev/null \
    | awk '/^ratings_results_position /{printf "%d", $2; found=1} END{if(!found) printf "-2"}'
}

await_position() { # await_position <offset>
  until [ "$(position)" -ge "$1" ]; do
    if ! kill -0 "$SERVICE_PID" 2>/dev/null; then
      echo "the service exited before reaching offset $1; see its log" >&2
      exit 1
    fi
    sleep 0.2
  done
}
