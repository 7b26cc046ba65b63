package dev.chessplatform.deploy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Port checks that name the port, its owner in the platform, and the fix. */
final class Ports {

  private Ports() {}

  /** The ports of the platform by the name of what listens there and the variable that moves it. */
  static Map<String, int[]> of(PlatformSettings s) {
    Map<String, int[]> ports = new LinkedHashMap<>();
    ports.put("Kafka broker (KAFKA_PORT / --kafka-port)", new int[] {s.kafkaPort});
    ports.put(
        "Kafka controller (KAFKA_CONTROLLER_PORT / --kafka-controller-port)",
        new int[] {s.kafkaControllerPort});
    putInstances(ports, "kafka", "broker", "--kafka-port", s.kafkaBrokers, s.kafkaPort);
    putInstances(
        ports,
        "kafka",
        "controller",
        "--kafka-controller-port",
        s.kafkaBrokers,
        s.kafkaControllerPort);
    ports.put("MongoDB-wire store (MONGO_PORT / --mongo-port)", new int[] {s.mongoPort});
    ports.put("gateway (GATEWAY_PORT / --gateway-port)", new int[] {s.gatewayPort});
    putInstances(ports, "gateway", "", "--gateway-port", s.gatewayInstances, s.gatewayPort);
    ports.put(
        "gateway management (GATEWAY_MANAGEMENT_PORT / --gateway-management-port)",
        new int[] {s.gatewayManagementPort});
    putInstances(
        ports,
        "gateway",
        "management",
        "--gateway-management-port",
        s.gatewayInstances,
        s.gatewayManagementPort);
    ports.put("game-service (GAME_SERVICE_PORT / --game-port)", new int[] {s.gamePort});
    putInstances(ports, "game-service", "", "--game-port", s.gameInstances, s.gamePort);
    ports.put("engine-service (ENGINE_SERVICE_PORT / --engine-port)", new int[] {s.enginePort});
    putInstances(ports, "engine-service", "", "--engine-port", s.engineInstances, s.enginePort);
    ports.put("rating-service (RATING_SERVICE_PORT / --rating-port)", new int[] {s.ratingPort});
    putInstances(ports, "rating-service", "", "--rating-port", s.ratingInstances, s.ratingPort);
    ports.put("lichess-facade (LICHESS_FACADE_PORT / --facade-port)", new int[] {s.facadePort});
    putInstances(ports, "lichess-facade", "", "--facade-port", s.facadeInstances, s.facadePort);
    return ports;
  }

  /**
   * The further instances of {@code module} (the first is already in), by name, {@code role} (a
   * broker's "broker" or "controller" port) and offset.
   */
  private static void putInstances(
      Map<String, int[]> ports, String module, String role, String option, int count, int base) {
    for (int i = 1; i < count; i++) {
      ports.put(
          ServiceSpec.instanceName(module, i)
              + (role.isEmpty() ? "" : " " + role)
              + " ("
              + option
              + " + "
              + PlatformSettings.INSTANCE_PORT_STEP * i
              + ")",
          new int[] {PlatformSettings.instancePort(base, i)});
    }
  }

  /**
   * One line per port the options give to two parts of the platform (an instance's or a broker's
   * port is its first port + 100 i, so two options 100 apart can meet), empty when none is.
   */
  static List<String> clashes(PlatformSettings s) {
    Map<Integer, String> owners = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    of(s)
        .forEach(
            (name, port) -> {
              String first = owners.putIfAbsent(port[0], name);
              if (first != null) {
                problems.add(
                    "Port "
                        + port[0]
                        + " is given to both the "
                        + first
                        + " and the "
                        + name
                        + ": move one of them with its variable or option.");
              }
            });
    return problems;
  }

  /** One line per busy port, empty when all are free. */
  static List<String> busy(PlatformSettings s) {
    List<String> problems = new ArrayList<>();
    of(s)
        .forEach(
            (name, port) -> {
              if (!isFree(s.host, port[0])) {
                problems.add(
                    "Port "
                        + port[0]
                        + " for the "
                        + name
                        + " is busy: stop what uses it (ss -ltnp 'sport = :"
                        + port[0]
                        + "') or choose another port with the variable or option named.");
              }
            });
    return problems;
  }

  /** The options that choose a port (each instance's or broker's own is the option's + 100 i). */
  static final List<String> OPTIONS =
      List.of(
          "--kafka-port",
          "--kafka-controller-port",
          "--mongo-port",
          "--gateway-port",
          "--gateway-management-port",
          "--game-port",
          "--engine-port",
          "--rating-port",
          "--facade-port");

  /** A port nobody held a moment ago, as the system picks one. */
  static int anyFree() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  static boolean isFree(String host, int port) {
    try (ServerSocket socket = new ServerSocket()) {
      socket.setReuseAddress(true);
      socket.bind(new InetSocketAddress(host, port));
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  static boolean accepts(String host, int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(host, port), 500);
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
