package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class RouteAccessTest {

  @Test
  void seatsOffersSeeksAndChallengesNeedGamePlay() {
    for (String path :
        new String[] {
          "/api/games/g1/join", "/api/games/g1/draw-offer", "/api/games/g1/takeback",
          "/api/games/g1/hint", "/api/lobby/seeks", "/api/challenges"
        }) {
      assertEquals(new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("POST", path), path);
    }
    assertEquals(new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("DELETE", "/api/rooms/r"));
  }

  @Test
  void theRoutesOfAGameAgainstTheComputerTakeGamePlayOrGameComputer() {
    RouteAccess.Access either = new RouteAccess.Needs(Set.of(Scope.GAME_PLAY, Scope.GAME_COMPUTER));
    for (String path :
        new String[] {
          "/api/games",
          "/api/games/g1/moves",
          "/api/games/g1/hints",
          "/api/games/g1/undo",
          "/api/games/g1/resign",
          "/api/games/g1/abort"
        }) {
      assertEquals(either, RouteAccess.of("POST", path), path);
    }
    for (String path :
        new String[] {
          "/api/games/import",
          "/api/games/g1/join",
          "/api/games/g1/draw-offer",
          "/api/games/g1/takeback",
          "/api/games//moves",
          "/api/games/g1/moves/x"
        }) {
      assertEquals(new RouteAccess.Needs(Scope.GAME_PLAY), RouteAccess.of("POST", path), path);
    }
  }

  @Test
  void readingGamesAndRatingsIsOpenToSpectatorsAndAskesGameReadOfAToken() {
    assertEquals(new RouteAccess.Readable(Scope.GAME_READ), RouteAccess.of("GET", "/api/games/g1"));
    assertEquals(
        new RouteAccess.Readable(Scope.GAME_READ), RouteAccess.of("GET", "/api/games/g1/stream"));
    assertEquals(
        new RouteAccess.Readable(Scope.GAME_READ),
        RouteAccess.of("HEAD", "/api/ratings/players/p"));
  }

  @Test
  void theEngineNeedsEngineUseWhateverTheMethod() {
    assertEquals(new RouteAccess.Needs(Scope.ENGINE_USE), RouteAccess.of("GET", "/api/engine/x"));
    assertEquals(new RouteAccess.Needs(Scope.ENGINE_USE), RouteAccess.of("POST", "/api/engine"));
  }

  @Test
  void registeringAndLoggingInAreOpenAndTheRestOfAccountsIsNot() {
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/accounts"));
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/accounts/login"));
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/accounts/guest"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_READ), RouteAccess.of("GET", "/api/accounts/me"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_WRITE),
        RouteAccess.of("POST", "/api/accounts/me/tokens"));
    assertEquals(
        new RouteAccess.Needs(Scope.ACCOUNT_WRITE),
        RouteAccess.of("DELETE", "/api/accounts/me/tokens/t"));
  }

  @Test
  void aPrefixDoesNotMatchALongerWord() {
    assertEquals(new RouteAccess.Open(), RouteAccess.of("POST", "/api/gamesx"));
  }

  @Test
  void everyKindOfAccessIsHandledByTheGuard() {
    Set<String> kinds =
        Stream.of(RouteAccess.Access.class.getPermittedSubclasses())
            .map(Class::getSimpleName)
            .collect(Collectors.toSet());
    assertEquals(Set.of("Open", "Readable", "Needs"), kinds);
  }
}
