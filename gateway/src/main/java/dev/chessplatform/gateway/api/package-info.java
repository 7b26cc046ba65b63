/**
 * The gateway's HTTP edge, everything a request meets on its way in and out: the check of the
 * request target ({@code RequestShape}), the guard (body size, buckets, token, the route's scope:
 * {@code GatewayGuard}), the proxy to the services ({@code ServiceRoutes}, {@code ServiceProxy} and
 * its helpers), the gateway's own resources (accounts, platform), its problem types and the one
 * OpenAPI document ({@code PublicApi}, {@code OpenApiMerger}, {@code GatewayAnswers}). Decided: the
 * proxy is here, not in {@code messaging}, because it maps HTTP to HTTP and decides nothing, like a
 * resource for the services' paths (and {@code messaging} stays Kafka's); the OpenAPI merge is here
 * because it describes exactly what this package answers (the guard's and the proxy's problems
 * included), not a use case of accounts; problems are here because only the HTTP edge writes them.
 * Uses {@code application}, {@code domain} and {@code config}; never {@code messaging} or {@code
 * persistence}.
 */
package dev.chessplatform.gateway.api;
