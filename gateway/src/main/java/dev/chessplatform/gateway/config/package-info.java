/**
 * How the gateway starts and what it is told: its typed configuration ({@code GatewayConfig}) and
 * its main class ({@code GatewayMain}, which switches off Quarkus' own check of the request target
 * before Quarkus loads, so that {@code api} answers a bad target with a problem). Decided: the main
 * class is here, not at the root, because Quarkus finds it by its annotation in any package and
 * every class of a service lies in one of its six packages.
 */
package dev.chessplatform.gateway.config;
