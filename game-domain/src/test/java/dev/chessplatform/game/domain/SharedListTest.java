package dev.chessplatform.game.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class SharedListTest {

  @Test
  void appendingLeavesTheListItCameFromAsItWas() {
    List<String> one = SharedList.append(List.of(), "e4");
    List<String> two = SharedList.append(one, "e5");
    List<String> three = SharedList.append(two, "Nf3");
    assertEquals(List.of("e4"), one);
    assertEquals(List.of("e4", "e5"), two);
    assertEquals(List.of("e4", "e5", "Nf3"), three);
    assertEquals(List.of("e4", "e5", "Nf3").hashCode(), three.hashCode());
  }

  @Test
  void twoAppendsToOneListAreTwoListsThatDoNotSeeEachOther() {
    List<String> base = SharedList.append(SharedList.append(List.of(), "e4"), "e5");
    List<String> knight = SharedList.append(base, "Nf3");
    List<String> bishop = SharedList.append(base, "Bc4"); // base is no longer the longest: a copy
    assertEquals(List.of("e4", "e5", "Nf3"), knight);
    assertEquals(List.of("e4", "e5", "Bc4"), bishop);
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), SharedList.append(knight, "Nc6"));
    assertEquals(List.of("e4", "e5", "Bc4", "Bc5"), SharedList.append(bishop, "Bc5"));
  }

  @Test
  void aTakenBackListAppendsWithoutChangingTheLongerOne() {
    List<String> moves = List.of();
    for (String m : List.of("e4", "e5", "Nf3", "Nc6")) {
      moves = SharedList.append(moves, m);
    }
    List<String> back = moves.subList(0, 2);
    List<String> other = SharedList.append(back, "d4");
    assertEquals(List.of("e4", "e5", "d4"), other);
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), moves);
  }

  @Test
  void aLongGameGrowsPastTheFirstArray() {
    List<Integer> plies = List.of();
    List<List<Integer>> every = new ArrayList<>();
    for (int i = 0; i < 1_000; i++) {
      plies = SharedList.append(plies, i);
      every.add(plies);
    }
    for (int i = 0; i < every.size(); i++) {
      assertEquals(i + 1, every.get(i).size());
      assertEquals(i, every.get(i).get(i));
    }
  }

  @Test
  void itIsImmutableAndKeptAsItIsByGameState() {
    List<String> moves = SharedList.append(List.of(), "e4");
    assertThrows(UnsupportedOperationException.class, () -> moves.add("e5"));
    assertThrows(UnsupportedOperationException.class, () -> moves.set(0, "d4"));
    assertThrows(IndexOutOfBoundsException.class, () -> moves.get(1));
    assertThrows(NullPointerException.class, () -> SharedList.append(moves, null));
    assertSame(moves, SharedList.frozen(moves));
  }

  @Test
  void appendsFromManyThreadsToOneListEachGetTheirOwnValue() throws Exception {
    List<Integer> base = SharedList.append(List.of(), -1);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<Integer>>> made = new ArrayList<>();
      for (int i = 0; i < 200; i++) {
        int value = i;
        made.add(pool.submit(() -> SharedList.append(base, value)));
      }
      for (int i = 0; i < made.size(); i++) {
        assertEquals(List.of(-1, i), made.get(i).get());
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
