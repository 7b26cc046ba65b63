package dev.chessplatform.game.domain;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable list that the lists made from it by {@link #append} share: appending to the longest
 * list of a family writes one slot past its end in a common array (amortised O(1)), so folding a
 * game's moves one event at a time costs O(moves), not O(moves²); appending to any shorter list (a
 * state before a takeback, or one appended to already) copies, as {@code List.of} would.
 *
 * <p>Each list holds its own array reference and size in final fields: a slot below its size is
 * written before the list is made and never again, so a list is safe to read from any thread.
 */
final class SharedList<T> extends AbstractList<T> implements RandomAccess {

  /** The family's common end: how many slots are written, in which array. */
  private static final class End {
    private Object[] items;
    private int used;

    private End(Object[] items, int used) {
      this.items = items;
      this.used = used;
    }
  }

  private final End end;
  private final Object[] items;
  private final int size;

  private SharedList(End end, Object[] items, int size) {
    this.end = end;
    this.items = items;
    this.size = size;
  }

  /** {@code list} followed by {@code value}; {@code list} is unchanged. */
  static <T> List<T> append(List<T> list, T value) {
    Objects.requireNonNull(value, "value");
    if (list instanceof SharedList<T> shared) {
      synchronized (shared.end) {
        End end = shared.end;
        if (end.used == shared.size) {
          if (end.used == end.items.length) {
            end.items = Arrays.copyOf(end.items, end.items.length * 2);
          }
          end.items[end.used++] = value;
          return new SharedList<>(end, end.items, end.used);
        }
      }
    }
    Object[] items = new Object[Math.max(16, list.size() * 2 + 1)];
    int size = 0;
    for (T item : list) {
      items[size++] = Objects.requireNonNull(item, "item");
    }
    items[size++] = value;
    return new SharedList<>(new End(items, size), items, size);
  }

  /** {@code list} as an immutable list: a shared one as it is, any other copied. */
  static <T> List<T> frozen(List<T> list) {
    return list instanceof SharedList<T> ? list : List.copyOf(list);
  }

  @Override
  @SuppressWarnings("unchecked")
  public T get(int index) {
    Objects.checkIndex(index, size);
    return (T) items[index];
  }

  @Override
  public int size() {
    return size;
  }

  /** The first {@code size} items, sharing this list's array (an append to it copies). */
  @Override
  public List<T> subList(int from, int to) {
    Objects.checkFromToIndex(from, to, size);
    if (from == 0) {
      return new SharedList<>(end, items, to);
    }
    return List.copyOf(super.subList(from, to));
  }
}
