package org.readapi.analysis.az;

import java.util.List;
import org.apache.lucene.analysis.CharArraySet;

/**
 * A suffix-stripping stemmer for Azerbaijani nouns, working on a lowercased
 * word in place and returning the length of its stem (every step only cuts
 * the end of the word).
 *
 * <p>A word loses, from its end: one case ending (ablative -dan/-dən,
 * locative -da/-də, with -tan/-ta after p ç k q ş x h; instrumental -la/-lə,
 * -yla/-ylə after a vowel; genitive -ın/-in/-un/-ün, -nın… after a vowel;
 * dative -a/-ə, -ya/-yə after a vowel; accusative -ı…, -nı… after a vowel;
 * -dakı/-dəki), then a possessive (-ımız, -ınız and -mız, -nız after a vowel;
 * the third person -ı…/-sı… and its -n- before a case), then the plural
 * -lar/-lər. Last, the end is brought to one form that every inflection of a
 * word reaches: a -ya/-yə, an -s (or -ş, often typed s) and a single vowel
 * after a consonant are cut (Bakı and Bakıda both give bak, sürücü and sürücüsü sürüc).
 *
 * <p>A suffix is cut only when its vowel agrees with the stem's last vowel
 * (vowel harmony, read loosely for words typed without ı, ə, ö, ü: an ascii
 * i may stand for ı, u for ü, o for ö, e for ə) and when the stem left is
 * long enough (at least three letters with a vowel; four before a genitive
 * after a consonant), so that short words and words that merely end like a
 * suffix keep their shape. A genitive or accusative after n reads two ways
 * (Bakı-nın or a word Bakın-ın; restora-nın or restoran-ın): {@link #stem}
 * takes one reading, {@link #alternative} the other.
 */
final class AzerbaijaniStemmer {
    private AzerbaijaniStemmer() {}

    /** Words whose ending only looks like a case ending. */
    static final CharArraySet NOT_CASE_ENDINGS = CharArraySet.unmodifiableSet(new CharArraySet(List.of(
        "bərdə", "berde", "meydan", "iordan", "vicdan", "zindan", "sudan", "fidan", "fəhlə", "fehle"), false));

    /**
     * Words whose end is their own, where a cut would make another word
     * (tələbə, a student, is not tələb, a demand, which every "tələb olunur"
     * holds) or part their forms (müavin, a deputy, read as a possessive
     * before a case, gave müav, while müavinlər gave müavin): a word that
     * starts with one keeps it whole.
     */
    private static final String[] KEPT_WHOLE = {"tələbə", "telebe", "müavin", "muavin"};

    private static final String VOWELS = "aeəıioöuü";
    private static final String LETTERS = "abcçdeəfgğhxıijkqlmnoöprsştuüvyzw";
    private static final String VOICELESS = "pçkqşxh";

    /** Returns the length of the word's stem (the consonant reading of an ambiguous genitive). */
    static int stem(char[] b, int len) {
        return stem(b, len, false);
    }

    /**
     * Returns the length of the stem under the other reading of an ambiguous
     * genitive or accusative after n, or -1 when the word reads one way only.
     */
    static int alternative(char[] b, int len) {
        if (len < 5 || !(b[len - 1] == 'n' && isI(b[len - 2]) && b[len - 3] == 'n'
                || isI(b[len - 1]) && b[len - 2] == 'n' && isVowel(b[len - 3]))) {
            return -1;
        }
        int first = stem(b, len, false);
        int second = stem(b, len, true);
        return first == second ? -1 : second;
    }

    private static int stem(char[] b, int len, boolean vowelReading) {
        if (len < 3 || !isWord(b, len)) {
            return len;
        }
        int n = len;
        if (!NOT_CASE_ENDINGS.contains(b, 0, len)) {
            n = stripCase(b, stripKi(b, n), vowelReading);
        }
        n = stripPossessive(b, n);
        n = stripPlural(b, n);
        return keepWhole(b, len, stripEnd(b, n));
    }

    // The length of a KEPT_WHOLE word the first len letters start with, when
    // the stem n would cut into it.
    private static int keepWhole(char[] b, int len, int n) {
        for (String w : KEPT_WHOLE) {
            if (n < w.length() && len >= w.length() && new String(b, 0, w.length()).equals(w)) {
                return w.length();
            }
        }
        return n;
    }

    /**
     * Gives back the consonant a vowel suffix softened at the end of a stem
     * of n letters, in place: ğ (or an ascii g) after a vowel is q (uşağı,
     * uşaq), a y after a vowel in a stem of four letters or more is k
     * (çiçəyi, çiçək; köməyi, kömək; təhlükəsizliyi, təhlükəsizlik; a -yə
     * after a vowel is still read as a dative, Bakıya, so köməyə is not). It
     * changes the stem's last letter only, alike for a word and its forms, so
     * both reach one stem; a word ending in such a y itself (bəy, çay) is
     * only written differently in the index.
     */
    static void hardenLast(char[] b, int n) {
        if (n < 3 || !isVowel(b[n - 2])) {
            return;
        }
        char last = b[n - 1];
        if (last == 'ğ' || last == 'g' && n >= 4) {
            b[n - 1] = 'q';
        } else if (last == 'y' && n >= 4) {
            b[n - 1] = 'k';
        }
    }

    // -dakı/-dəki: the ki of "the one in" after a locative.
    private static int stripKi(char[] b, int n) {
        if (n >= 6 && b[n - 2] == 'k' && isI(b[n - 1]) && (b[n - 4] == 'd' || b[n - 4] == 't') && isA(b[n - 3])) {
            return n - 2;
        }
        return n;
    }

    private static int stripCase(char[] b, int n, boolean vowelReading) {
        char last = b[n - 1];
        // ablative -dan/-dən/-tan/-tən
        if (last == 'n' && n >= 6 && isA(b[n - 2]) && isDT(b, n - 3)) {
            int r = n - 3;
            if (fits(b, r, 3) && agreesA(b, r, b[n - 2])) {
                return r;
            }
        }
        // locative -da/-də/-ta/-tə
        if (isA(last) && n >= 5 && isDT(b, n - 2)) {
            int r = n - 2;
            if (fits(b, r, 3) && agreesA(b, r, last)) {
                return r;
            }
        }
        // instrumental -yla/-ylə after a vowel, -la/-lə after a consonant
        if (isA(last) && b[n - 2] == 'l') {
            if (n >= 6 && b[n - 3] == 'y' && isVowel(b[n - 4]) && fits(b, n - 3, 3) && agreesA(b, n - 3, last)) {
                return n - 3;
            }
            if (n >= 5 && isConsonant(b[n - 3]) && fits(b, n - 2, 3) && agreesA(b, n - 2, last)) {
                return n - 2;
            }
        }
        // genitive -ın/-in/-un/-ün after a consonant, -nın/-nin/-nun/-nün after a vowel
        if (last == 'n' && isI(b[n - 2])) {
            char v = b[n - 2];
            int byConsonant = -1;
            int byVowel = -1;
            if (n >= 6 && isConsonant(b[n - 3]) && fits(b, n - 2, 4) && agreesI(b, n - 2, v)) {
                byConsonant = n - 2;
            }
            if (n >= 6 && b[n - 3] == 'n' && isVowel(b[n - 4]) && fits(b, n - 3, 3) && agreesI(b, n - 3, v)) {
                byVowel = n - 3;
            }
            int r = vowelReading && byVowel > 0 ? byVowel : byConsonant > 0 ? byConsonant : byVowel;
            if (r > 0) {
                return r;
            }
        }
        // dative -ya/-yə after a vowel
        if (isA(last) && b[n - 2] == 'y' && n >= 5 && isVowel(b[n - 3]) && fits(b, n - 2, 3)
                && agreesA(b, n - 2, last == 'e' ? 'ə' : last)) {
            return n - 2;
        }
        // accusative -nı/-ni/-nu/-nü after a vowel (the other reading: a
        // possessive or accusative vowel after a word ending in n)
        if (vowelReading && isI(last) && b[n - 2] == 'n' && n >= 5 && isVowel(b[n - 3])
                && fits(b, n - 2, 3) && agreesI(b, n - 2, last)) {
            return n - 2;
        }
        // a dative, accusative or possessive vowel after a consonant (and a
        // word's own last vowel, cut all the same)
        if (isVowel(last) && isConsonant(b[n - 2]) && fits(b, n - 1, 3)) {
            return n - 1;
        }
        return n;
    }

    private static int stripPossessive(char[] b, int n) {
        if (n < 4) {
            return n;
        }
        char last = b[n - 1];
        // -ımız/-ınız after a consonant, -mız/-nız after a vowel
        if (last == 'z' && isI(b[n - 2]) && (b[n - 3] == 'm' || b[n - 3] == 'n')) {
            char v = b[n - 2];
            if (n >= 7 && b[n - 4] == v && isConsonant(b[n - 5]) && fits(b, n - 4, 3) && agreesI(b, n - 4, v)) {
                return n - 4;
            }
            if (n >= 6 && isVowel(b[n - 4]) && fits(b, n - 3, 3) && agreesI(b, n - 3, v)) {
                return n - 3;
            }
        }
        // the third person before a case: -ın… after a consonant, -sın… after a vowel
        if (last == 'n' && isI(b[n - 2])) {
            if (n >= 6 && b[n - 3] == 's' && isVowel(b[n - 4]) && fits(b, n - 3, 3)) {
                return n - 3;
            }
            if (n >= 6 && isConsonant(b[n - 3]) && fits(b, n - 2, 4) && agreesI(b, n - 2, b[n - 2])) {
                return n - 2;
            }
        }
        // the third person -sı… after a vowel
        if (isI(last) && b[n - 2] == 's' && isVowel(b[n - 3]) && fits(b, n - 2, 3)) {
            return n - 2;
        }
        // what a case left of -sı…: the s after a vowel (and a ş, which
        // many type as s: satış and satis reach one stem)
        if ((last == 's' || last == 'ş') && isVowel(b[n - 2]) && fits(b, n - 1, 3)) {
            return n - 1;
        }
        return n;
    }

    private static int stripPlural(char[] b, int n) {
        if (n >= 5 && b[n - 3] == 'l' && b[n - 1] == 'r' && isA(b[n - 2])) {
            int r = n - 3;
            char v = b[n - 2];
            // an ascii -ler is read whatever the stem's vowel (a typo such
            // as muhasbler keeps its plural), though not after an l (seller)
            boolean ascii = v == 'e';
            if (fits(b, r, 2) && (ascii ? b[r - 1] != 'l' : agreesA(b, r, v))) {
                return r;
            }
        }
        return n;
    }

    // One form for every word's end: -ya/-yə after a vowel, then a vowel
    // after a consonant, an s after a vowel, and a vowel after a consonant.
    private static int stripEnd(char[] b, int n) {
        if (n >= 5 && isA(b[n - 1]) && b[n - 2] == 'y' && isVowel(b[n - 3]) && fits(b, n - 2, 3)) {
            n -= 2;
        }
        n = cutVowel(b, n);
        if (n >= 4 && (b[n - 1] == 's' || b[n - 1] == 'ş') && isVowel(b[n - 2]) && fits(b, n - 1, 3)) {
            n -= 1;
        }
        return cutVowel(b, n);
    }

    private static int cutVowel(char[] b, int n) {
        if (n >= 4 && isVowel(b[n - 1]) && isConsonant(b[n - 2]) && fits(b, n - 1, 3)) {
            return n - 1;
        }
        return n;
    }

    // d, or t after a voiceless consonant, at index i
    private static boolean isDT(char[] b, int i) {
        return b[i] == 'd' || (b[i] == 't' && i > 0 && VOICELESS.indexOf(b[i - 1]) >= 0);
    }

    // A stem of the first r letters is long enough and holds a vowel.
    private static boolean fits(char[] b, int r, int min) {
        if (r < min) {
            return false;
        }
        for (int i = 0; i < r; i++) {
            if (isVowel(b[i])) {
                return true;
            }
        }
        return false;
    }

    private static char lastVowel(char[] b, int r) {
        for (int i = r - 1; i >= 0; i--) {
            if (isVowel(b[i])) {
                return b[i];
            }
        }
        return 0;
    }

    /**
     * A two-way suffix vowel (a, or ə; an ascii e for ə only after a stem
     * whose last vowel is surely front) agrees with the stem's last vowel.
     */
    static boolean agreesA(char[] b, int r, char v) {
        char s = lastVowel(b, r);
        switch (v) {
            case 'a':
                return s != 'e' && s != 'ə' && s != 'ö' && s != 'ü';
            case 'ə':
                return s != 'a' && s != 'ı';
            default: // ascii e
                return s == 'e' || s == 'ə' || s == 'ö' || s == 'ü';
        }
    }

    /** A four-way suffix vowel (ı i u ü) agrees with the stem's last vowel. */
    static boolean agreesI(char[] b, int r, char v) {
        char s = lastVowel(b, r);
        switch (v) {
            case 'ı':
                return s == 'a' || s == 'ı' || s == 'i';
            case 'i':
                return s == 'a' || s == 'ı' || s == 'e' || s == 'ə' || s == 'i';
            default: // u, ü: after a rounded vowel
                return s == 'o' || s == 'ö' || s == 'u' || s == 'ü';
        }
    }

    private static boolean isWord(char[] b, int len) {
        for (int i = 0; i < len; i++) {
            if (LETTERS.indexOf(b[i]) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isVowel(char c) {
        return VOWELS.indexOf(c) >= 0;
    }

    private static boolean isConsonant(char c) {
        return !isVowel(c);
    }

    private static boolean isA(char c) {
        return c == 'a' || c == 'ə' || c == 'e';
    }

    private static boolean isI(char c) {
        return c == 'ı' || c == 'i' || c == 'u' || c == 'ü';
    }
}
