package dev.chessplatform.testsupport;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testcontainers.DockerClientFactory;

/**
 * Skips every test, with a reason, when {@code chess.test.infra=containers} is asked for and no
 * Docker engine answers. Registered for every test through JUnit's extension auto-detection ({@code
 * META-INF/services}), switched on by the build's surefire configuration.
 */
public class InfrastructureCondition implements ExecutionCondition {

  private static Boolean dockerAvailable;

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (!PlatformInfrastructure.containersMode()) {
      return ConditionEvaluationResult.enabled("embedded broker and store");
    }
    if (dockerAvailable()) {
      return ConditionEvaluationResult.enabled("Docker engine available for Testcontainers");
    }
    return ConditionEvaluationResult.disabled(
        "chess.test.infra=containers needs a Docker engine and none answers;"
            + " run without it to use the embedded broker and store");
  }

  private static synchronized boolean dockerAvailable() {
    if (dockerAvailable == null) {
      dockerAvailable = DockerClientFactory.instance().isDockerAvailable();
    }
    return dockerAvailable;
  }
}
