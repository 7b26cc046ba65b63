#!/bin/bash
# Waits for every member of the replica set, then runs rs-initiate.js once against mongo-0.
# Idempotent: an initiated set is left as it is. MONGO_REPLICAS is the StatefulSet's size.
set -euo pipefail
last=$((MONGO_REPLICAS - 1))
for i in $(seq 0 "$last"); do
  until mongosh --quiet --host "mongo-$i.mongo:27017" --eval 'db.adminCommand({ ping: 1 }).ok' >/dev/null 2>&1; do
    echo "waiting for mongo-$i.mongo:27017"
    sleep 3
  done
done
exec mongosh --quiet --host mongo-0.mongo:27017 /scripts/rs-initiate.js
