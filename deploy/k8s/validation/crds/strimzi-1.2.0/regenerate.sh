#!/usr/bin/env bash
# Regenerates the three Strimzi CRDs here exactly as Strimzi's own build writes them
# (io.strimzi:api's pom, execution generate-crd-co-install-v1: the same generator, labels and
# versions), from the released io.strimzi:api and io.strimzi:crd-generator jars on Maven Central.
# Strimzi 1.x is built for Java 21: set JAVA to a JDK 21+ (e.g. /usr/lib/jvm/temurin-25-jdk-amd64/bin/java).
#   deploy/k8s/validation/crds/strimzi-1.2.0/regenerate.sh [version]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../../.." && pwd)"
version="${1:-1.2.0}"
java="${JAVA:-java}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat >"$work/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local</groupId><artifactId>strimzi-crds</artifactId><version>1</version>
  <dependencies>
    <dependency><groupId>io.strimzi</groupId><artifactId>api</artifactId><version>$version</version></dependency>
    <dependency><groupId>io.strimzi</groupId><artifactId>crd-generator</artifactId><version>$version</version></dependency>
    <dependency><groupId>io.strimzi</groupId><artifactId>crd-annotations</artifactId><version>$version</version></dependency>
  </dependencies>
</project>
POM
"$root/mvnw" -q -f "$work/pom.xml" dependency:build-classpath -Dmdep.outputFile="$work/cp.txt"
"$java" -cp "$(cat "$work/cp.txt")" io.strimzi.crdgenerator.CrdGenerator \
  --label app:strimzi --label strimzi.io/crd-install:true \
  --target-kube 1.16+ --crd-api-version v1 --api-versions v1 --storage-version v1 --yaml \
  io.strimzi.api.kafka.model.kafka.Kafka="$here/040-Crd-kafka.yaml" \
  io.strimzi.api.kafka.model.topic.KafkaTopic="$here/043-Crd-kafkatopic.yaml" \
  io.strimzi.api.kafka.model.nodepool.KafkaNodePool="$here/045-Crd-kafkanodepool.yaml"
sha256sum "$here"/*.yaml
