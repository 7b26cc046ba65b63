package dev.chessplatform.gateway.domain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Passwords too common to accept: the 17,950 of 8 characters or more among the most common ones of
 * leaked sets, shipped as {@code common-passwords.txt} beside this class (from zxcvbn-ts's common
 * list, MIT: THIRD-PARTY.md). NIST SP 800-63B §5.1.1.2 asks a verifier to refuse passwords "from
 * previous breach corpuses" and "dictionary words"; OWASP ASVS 2.1.7 asks for a list of breached
 * passwords. Compared without regard to case: {@code Password1} is as guessable as {@code
 * password1}.
 */
public final class CommonPasswords {

  private static final String RESOURCE = "common-passwords.txt";

  private static final Set<String> LIST = load();

  private CommonPasswords() {}

  public static boolean contains(String password) {
    return password != null && LIST.contains(password.toLowerCase(Locale.ROOT));
  }

  public static int size() {
    return LIST.size();
  }

  private static Set<String> load() {
    try (InputStream in = CommonPasswords.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing beside " + CommonPasswords.class);
      }
      Set<String> list = new HashSet<>();
      BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (!line.isEmpty() && !line.startsWith("#")) {
          list.add(line.toLowerCase(Locale.ROOT));
        }
      }
      return Set.copyOf(list);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
