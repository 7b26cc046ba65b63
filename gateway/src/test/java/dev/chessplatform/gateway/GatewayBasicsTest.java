package dev.chessplatform.gateway;

import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.ServiceBasicsContract;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class GatewayBasicsTest extends ServiceBasicsContract {

  /** The gateway's health and metrics are on its management interface only. */
  @TestHTTPResource(value = "/", management = true)
  URI management;

  @Override
  protected String managementRoot() {
    return management.resolve("/").toString().replaceAll("/$", "");
  }
}
