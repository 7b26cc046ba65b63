// Initiates replica set rs0 with members mongo-0 .. mongo-(MONGO_REPLICAS-1), unless it exists.
const size = Number(process.env.MONGO_REPLICAS);
const members = Array.from({ length: size }, (_, i) => ({ _id: i, host: `mongo-${i}.mongo:27017` }));
try {
  const status = rs.status();
  print(`replica set ${status.set} already initiated with ${status.members.length} members: nothing to do`);
} catch (e) {
  if (e.codeName !== 'NotYetInitialized') {
    throw e;
  }
  printjson(rs.initiate({ _id: 'rs0', members }));
  print(`replica set rs0 initiated with ${size} members`);
}
