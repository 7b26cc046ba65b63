package dev.chessplatform.problems;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;

/**
 * The error answers of every operation, in every service that depends on this module: a build-time
 * OpenAPI filter ({@code @OpenApiFilter(BUILD)}, found through this module's index).
 *
 * <p>For each operation it reads the {@link Problems} of its resource method (after those of the
 * method's class) from the application's Jandex index, which SmallRye hands to a filter's {@code
 * IndexView} constructor, matching the operation by its {@code operationId}; each status gets one
 * response naming its types with their titles ("`game-over`: The game is over."). A response the
 * resource declared itself for that status keeps its headers and content. Every 4xx/5xx or {@code
 * default} response without content gets an {@value Problem#MEDIA_TYPE} body referring to {@code
 * #/components/schemas/Problem}, which this filter declares ({@link ProblemSchema}: its {@code
 * type} enum lists every {@link ProblemCatalog} on the application's class path). A response that
 * is a {@code $ref} is left as it is.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class ProblemResponses implements OASFilter {

  /** Where the problem schema is declared in the document. */
  public static final String SCHEMA_REF = "#/components/schemas/Problem";

  /** Status codes in order, {@code default} last. */
  private static final Comparator<String> BY_STATUS =
      Comparator.comparing((String status) -> "default".equals(status))
          .thenComparing(Comparator.naturalOrder());

  private static final DotName PROBLEMS = DotName.createSimple(Problems.class.getName());
  private static final DotName OPERATION =
      DotName.createSimple(org.eclipse.microprofile.openapi.annotations.Operation.class.getName());

  /** The declared slugs by operationId; an operation declaring nothing maps to null. */
  private final Map<String, List<String>> declared;

  /** The types by slug, of every catalog the application's class loader sees. */
  private final Map<String, ProblemType> types;

  /** What SmallRye calls at build time, with the application's index. */
  public ProblemResponses(IndexView index) {
    this(declared(index), ProblemCatalog.all(applicationLoader()));
  }

  ProblemResponses(Map<String, List<String>> declared, List<ProblemType> types) {
    this.declared = declared;
    this.types = types.stream().collect(Collectors.toMap(ProblemType::slug, Function.identity()));
  }

  @Override
  public Operation filterOperation(Operation operation) {
    if (operation.getResponses() == null) {
      operation.setResponses(OASFactory.createAPIResponses());
    }
    byStatus(problemsOf(operation))
        .forEach(
            (status, problems) -> {
              // Also replaces the "400 Bad Request" SmallRye declares by itself for a body.
              APIResponse response = operation.getResponses().getAPIResponse(status);
              if (response == null) {
                response = OASFactory.createAPIResponse();
                operation.getResponses().addAPIResponse(status, response);
              }
              if (response.getRef() == null) {
                response.setDescription(describe(problems));
              }
            });
    Map<String, APIResponse> responses = operation.getResponses().getAPIResponses();
    if (responses != null) {
      // In status order, as a reader looks them up: a declared response may precede added ones.
      Map<String, APIResponse> sorted = new TreeMap<>(BY_STATUS);
      sorted.putAll(responses);
      operation.getResponses().setAPIResponses(new LinkedHashMap<>(sorted));
      for (Map.Entry<String, APIResponse> entry :
          operation.getResponses().getAPIResponses().entrySet()) {
        APIResponse response = entry.getValue();
        if (isError(entry.getKey())
            && response != null
            && response.getRef() == null
            && (response.getContent() == null || response.getContent().getMediaTypes().isEmpty())) {
          response.setContent(problemContent());
        }
      }
    }
    return operation;
  }

  @Override
  public void filterOpenAPI(OpenAPI openAPI) {
    if (openAPI.getComponents() == null) {
      openAPI.setComponents(OASFactory.createComponents());
    }
    Components components = openAPI.getComponents();
    if (components.getSchemas() == null || !components.getSchemas().containsKey("Problem")) {
      components.addSchema("Problem", ProblemSchema.of(typesSorted()));
    }
  }

  /** The operation's types, the class's first; what is missing or unknown fails the build. */
  List<ProblemType> problemsOf(Operation operation) {
    String id = operation.getOperationId();
    if (id == null || !declared.containsKey(id)) {
      throw new IllegalStateException(
          "operation "
              + (id == null ? "without an operationId" : id)
              + " has no @Operation(operationId) method in the index to read @Problems from");
    }
    List<String> slugs = declared.get(id);
    if (slugs == null) {
      throw new IllegalStateException(
          "the method of operation "
              + id
              + " declares no @Problems (write @Problems({}) when its class's are all)");
    }
    List<ProblemType> problems = new ArrayList<>();
    for (String slug : slugs) {
      ProblemType type = types.get(slug);
      if (type == null) {
        throw new IllegalStateException(
            "operation " + id + " declares @Problems(\"" + slug + "\"), which no catalog has");
      }
      problems.add(type);
    }
    return problems;
  }

  /** The types of each status, in the order they are declared, each once. */
  static Map<String, List<ProblemType>> byStatus(List<ProblemType> types) {
    return types.stream()
        .distinct()
        .collect(
            Collectors.groupingBy(
                t -> Integer.toString(t.status()), TreeMap::new, Collectors.toList()));
  }

  /** "`not-your-turn`: It is not your turn. `game-over`: The game is over." */
  static String describe(List<ProblemType> types) {
    return types.stream()
        .map(t -> "`" + t.slug() + "`: " + t.title() + ".")
        .collect(Collectors.joining(" "));
  }

  /** An {@value Problem#MEDIA_TYPE} content referring to the problem schema. */
  public static Content problemContent() {
    return OASFactory.createContent()
        .addMediaType(
            Problem.MEDIA_TYPE,
            OASFactory.createMediaType().schema(OASFactory.createSchema().ref(SCHEMA_REF)));
  }

  /** The problem schema with the types of every catalog the application's class loader sees. */
  static Schema problemSchema() {
    return ProblemSchema.of(ProblemCatalog.all(applicationLoader()));
  }

  private List<ProblemType> typesSorted() {
    List<ProblemType> sorted = new ArrayList<>(types.values());
    sorted.sort(Comparator.comparing(t -> t.uri().toString()));
    return sorted;
  }

  /**
   * Every {@code @Operation(operationId)} method of the index with its {@link Problems}: the
   * class's, then its own; null where the method declares none.
   */
  static Map<String, List<String>> declared(IndexView index) {
    Map<String, List<String>> declared = new HashMap<>();
    for (AnnotationInstance operation : index.getAnnotations(OPERATION)) {
      AnnotationValue id = operation.value("operationId");
      if (operation.target().kind() != AnnotationTarget.Kind.METHOD || id == null) {
        continue;
      }
      MethodInfo method = operation.target().asMethod();
      List<String> own = slugs(method.declaredAnnotations(), index);
      List<String> slugs = null;
      if (own != null) {
        Set<String> merged = new LinkedHashSet<>();
        List<String> shared = slugs(method.declaringClass().declaredAnnotations(), index);
        if (shared != null) {
          merged.addAll(shared);
        }
        merged.addAll(own);
        slugs = List.copyOf(merged);
      }
      // A composite index may hold one method twice; two methods of one id are SmallRye's error.
      declared.putIfAbsent(id.asString(), slugs);
    }
    return declared;
  }

  /**
   * The slugs of a class's or method's annotations: those of a group (an annotation of the
   * service's own that carries {@code @Problems}, at most one per place, since annotations are read
   * in no guaranteed order), then its own {@code @Problems}; null when it has neither.
   */
  private static List<String> slugs(List<AnnotationInstance> annotations, IndexView index) {
    List<String> group = null;
    List<String> own = null;
    for (AnnotationInstance annotation : annotations) {
      if (annotation.name().equals(PROBLEMS)) {
        own = List.of(annotation.value().asStringArray());
        continue;
      }
      ClassInfo type = index.getClassByName(annotation.name());
      AnnotationInstance problems = type == null ? null : type.declaredAnnotation(PROBLEMS);
      if (problems != null) {
        if (group != null) {
          throw new IllegalStateException(
              annotation.target() + " carries two problem groups; merge them into one");
        }
        group = List.of(problems.value().asStringArray());
      }
    }
    if (group == null) {
      return own;
    }
    List<String> slugs = new ArrayList<>(group);
    if (own != null) {
      slugs.addAll(own);
    }
    return slugs;
  }

  /**
   * At build time Quarkus runs the filters during augmentation with the thread context class loader
   * set to the application's deployment class loader, which holds the service's classes and {@code
   * META-INF/services} entries; this module's own loader would see only the platform's.
   */
  private static ClassLoader applicationLoader() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return loader != null ? loader : ProblemResponses.class.getClassLoader();
  }

  private static boolean isError(String status) {
    return "default".equals(status) || status.startsWith("4") || status.startsWith("5");
  }
}
