package dev.chessplatform.gateway;

import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.ServiceBasicsContract;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class GatewayBasicsTest extends ServiceBasicsContract {}
