package dev.chessplatform.gateway.config;

import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The clock of the use cases that take one (a test puts its own in its place). */
@Singleton
public class Clocks {

  @Produces
  @Singleton
  @DefaultBean
  Clock clock() {
    return Clock.systemUTC();
  }
}
