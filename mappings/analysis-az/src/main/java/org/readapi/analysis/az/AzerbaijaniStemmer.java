package org.readapi.analysis.az;

import java.util.Arrays;
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
 * suffix keep their shape. Some words read more than one way: a genitive
 * or accusative after n (Bakı-nın or a word Bakın-ın; restora-nın or
 * restoran-ın), a locative that is the word's own end (koman-da or
 * komanda), a third person before a case after a short stem (dil-in-dən or
 * maşın-da): {@link #stem} takes the primary reading, {@link #alternatives}
 * the others.
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

    /** The primary reading: the one synonym rules are parsed with. */
    static final int PRIMARY = 0;

    /** A genitive or accusative after n read after a vowel (Bakı-nın, not Bakın-ın). */
    static final int VOWEL_N = 1;

    /**
     * A locative, ablative or -yə after ə that is the word's own end:
     * komanda, nümayəndə (not koman-da), zavod-a (not zavo-da), köməy-ə (not
     * kömə-yə).
     */
    static final int OWN_END = 2;

    /**
     * A third person -ın…/-in… before a case after a stem of three letters
     * (dil-i-n-dən, rus-u-n-da), which the primary reading keeps for the
     * words that end so (maşın-da, qadın-a).
     */
    static final int SHORT_STEM = 4;

    /**
     * An ascii e of -de, -den, -le, -deki after a stem whose last vowel may
     * be front or back when typed without ü, ö and with i for ı (muhasibde,
     * suruculerinden); not the primary reading, which keeps English words
     * (include, schedule) whole, nor after a stem of three letters (guide,
     * hidden).
     */
    static final int ASCII_E = 8;

    private static final int[] NO_STEMS = {};

    /** The readings besides the primary one, each tried on its own. */
    private static final int[] OTHER_READINGS = {VOWEL_N, OWN_END, SHORT_STEM, ASCII_E, ASCII_E | SHORT_STEM};

    /** Returns the length of the word's stem in the primary reading. */
    static int stem(char[] b, int len) {
        return stem(b, len, PRIMARY);
    }

    /**
     * Returns the lengths of the word's stems under its other readings, each
     * unlike the primary stem (of length primary) and unlike each other
     * (empty when the word reads one way only).
     */
    static int[] alternatives(char[] b, int len, int primary) {
        if (len < 5 || !isWord(b, len)) {
            return NO_STEMS;
        }
        int readable = readings(b, len);
        if (readable == PRIMARY) {
            return NO_STEMS;
        }
        int[] found = new int[OTHER_READINGS.length];
        int count = 0;
        for (int reading : OTHER_READINGS) {
            if ((reading & readable) != reading) {
                continue;
            }
            int other = stem(b, len, reading);
            boolean known = other == primary;
            for (int i = 0; i < count && !known; i++) {
                known = found[i] == other;
            }
            if (!known) {
                found[count++] = other;
            }
        }
        return count == 0 ? NO_STEMS : Arrays.copyOf(found, count);
    }

    // The readings the end of the word (of five letters or more) allows, as
    // one set of bits: a cheap test that spares the stemming of the words a
    // reading cannot change.
    private static int readings(char[] b, int len) {
        char last = b[len - 1];
        boolean vowelN = last == 'n' && isI(b[len - 2]) && b[len - 3] == 'n'
                || isI(last) && b[len - 2] == 'n' && isVowel(b[len - 3]);
        boolean caseOwnEnd = isA(last) && (b[len - 2] == 'd' || b[len - 2] == 't' || b[len - 2] == 'y')
                || last == 'n' && isA(b[len - 2]) && (b[len - 3] == 'd' || b[len - 3] == 't')
                || isI(last) && b[len - 2] == 'k' && isA(b[len - 3]) && b[len - 4] == 'd';
        boolean shortStem = len >= 6 && b[4] == 'n' && isI(b[3]) && isConsonant(b[2]);
        boolean asciiE = last == 'e' && (b[len - 2] == 'd' || b[len - 2] == 't' || b[len - 2] == 'l')
                || last == 'n' && b[len - 2] == 'e' && (b[len - 3] == 'd' || b[len - 3] == 't')
                || isI(last) && b[len - 2] == 'k' && b[len - 3] == 'e' && b[len - 4] == 'd';
        return (vowelN ? VOWEL_N : 0) | (caseOwnEnd ? OWN_END : 0) | (shortStem ? SHORT_STEM : 0) | (asciiE ? ASCII_E : 0);
    }

    /** Returns the length of the word's stem in a reading. */
    static int stem(char[] b, int len, int reading) {
        if (len < 3 || !isWord(b, len)) {
            return len;
        }
        int n = len;
        if (!NOT_CASE_ENDINGS.contains(b, 0, len)) {
            n = stripCase(b, stripKi(b, n), reading);
        }
        n = stripPossessive(b, n, n < len && (reading & SHORT_STEM) != 0 ? 3 : 4);
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

    // -dakı/-dəki: the ki of "the one in" after a locative (not -təki:
    // apteki is aptek-i).
    private static int stripKi(char[] b, int n) {
        if (n >= 6 && b[n - 2] == 'k' && isI(b[n - 1]) && b[n - 4] == 'd' && isA(b[n - 3])) {
            return n - 2;
        }
        return n;
    }

    private static int stripCase(char[] b, int n, int reading) {
        char last = b[n - 1];
        boolean ownEnd = (reading & OWN_END) != 0;
        // ablative -dan/-dən/-tan/-tən
        if (!ownEnd && last == 'n' && n >= 6 && isA(b[n - 2]) && isDT(b, n - 3)) {
            int r = n - 3;
            if (fits(b, r, 3) && agreesCase(b, r, b[n - 2], reading)) {
                return r;
            }
        }
        // locative -da/-də/-ta/-tə
        if (!ownEnd && isA(last) && n >= 5 && isDT(b, n - 2)) {
            int r = n - 2;
            if (fits(b, r, 3) && agreesCase(b, r, last, reading)) {
                return r;
            }
        }
        // instrumental -yla/-ylə after a vowel, -la/-lə after a consonant
        if (isA(last) && b[n - 2] == 'l') {
            if (n >= 6 && b[n - 3] == 'y' && isVowel(b[n - 4]) && fits(b, n - 3, 3) && agreesCase(b, n - 3, last, reading)) {
                return n - 3;
            }
            if (n >= 5 && isConsonant(b[n - 3]) && fits(b, n - 2, 3) && agreesCase(b, n - 2, last, reading)) {
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
            int r = (reading & VOWEL_N) != 0 && byVowel > 0 ? byVowel : byConsonant > 0 ? byConsonant : byVowel;
            if (r > 0) {
                return r;
            }
        }
        // dative -ya/-yə after a vowel (not a -yə after -li/-lü/-lu: mühasibliyə is
        // mühasiblik-ə, its k softened; nor, read as the word's own end, after
        // ə: köməy-ə)
        if (!(ownEnd && (b[n - 3] == 'ə' || b[n - 3] == 'e')) && isA(last) && b[n - 2] == 'y' && n >= 5 && isVowel(b[n - 3]) && fits(b, n - 2, 3)
                && !(last != 'a' && b[n - 4] == 'l' && isI(b[n - 3]) && b[n - 3] != 'ı')
                && agreesA(b, n - 2, last == 'e' ? 'ə' : last)) {
            return n - 2;
        }
        // accusative -nı/-ni/-nu/-nü after a vowel (the other reading: a
        // possessive or accusative vowel after a word ending in n)
        if ((reading & VOWEL_N) != 0 && isI(last) && b[n - 2] == 'n' && n >= 5 && isVowel(b[n - 3])
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

    // minStem is the shortest stem a third person before a case may leave
    // after a consonant.
    private static int stripPossessive(char[] b, int n, int minStem) {
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
            if (n >= minStem + 2 && isConsonant(b[n - 3]) && fits(b, n - 2, minStem) && agreesI(b, n - 2, b[n - 2])) {
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
        // -ları/-ləri, a plural and its third person, before a case (sürücüləriylə)
        if (n >= 6 && isI(b[n - 1]) && b[n - 2] == 'r' && isA(b[n - 3]) && b[n - 4] == 'l') {
            int r = stripPlural(b, n - 1);
            if (r < n - 1) {
                return r;
            }
        }
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

    /**
     * A case's two-way vowel agrees with the stem of r letters; in the
     * ASCII_E reading an ascii e agrees with any stem of four letters or more
     * whose last vowel is not surely back.
     */
    private static boolean agreesCase(char[] b, int r, char v, int reading) {
        if (agreesA(b, r, v)) {
            return true;
        }
        char s = lastVowel(b, r);
        return (reading & ASCII_E) != 0 && v == 'e' && r >= 4 && s != 'a' && s != 'ı';
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
