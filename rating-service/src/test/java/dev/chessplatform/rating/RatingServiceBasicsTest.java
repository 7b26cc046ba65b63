package dev.chessplatform.rating;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.ProtectedServiceContract;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class RatingServiceBasicsTest extends ProtectedServiceContract {}
