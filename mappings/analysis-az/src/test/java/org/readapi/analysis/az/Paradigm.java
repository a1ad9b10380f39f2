package org.readapi.analysis.az;

import java.util.ArrayList;
import java.util.List;

/**
 * The inflected forms of an Azerbaijani noun, built from the grammar: an
 * optional plural (-lar/-lər), an optional possessive (3sg -ı/-sı, 1pl -ımız/-mız, 2pl -ınız/-nız, 3pl -ları), then an
 * optional case (accusative -ı/-nı, dative -a/-ya, locative -da, ablative
 * -dan, genitive -ın/-nın, instrumental -la/-yla, and -dakı), each vowel
 * agreeing with the last vowel before it, a linking vowel between two
 * consonants and a buffer consonant (n, s, y) between two vowels, the pronominal n of a third person before a case,
 * and a final k or q softened (y, ğ) before a vowel where the word's row
 * says so. The singular first and second persons (-ım/-m, -ın/-n) are
 * left out: the stemmer does not read them, as -ım ends too many words of
 * their own (həkim, müəllim) and -n after a vowel too (restoran, Lənkəran);
 * they are rare in postings and searches.
 */
final class Paradigm {
    private Paradigm() {}

    private static final String VOWELS = "aeəıioöuü";

    /** The possessives: "" for none; an upper-case letter is a harmony vowel, a parenthesised one a buffer. */
    static final String[] POSSESSIVES = {"", "(s)I", "(I)mIz", "(I)nIz", "lArI"};

    /** The cases, after a plain stem, then after a third-person possessive. */
    static final String[][] CASES = {
        {"", ""}, {"(n)I", "nI"}, {"(y)A", "nA"}, {"dA", "ndA"}, {"dAn", "ndAn"}, {"(n)In", "nIn"},
        {"(y)lA", "(y)lA"}, {"dAkI", "ndAkI"},
    };

    /** Every form of word (softens: a final k or q turns to y or ğ before a vowel). */
    static List<String> forms(String word, boolean softens) {
        List<String> out = new ArrayList<>();
        for (String plural : new String[] {"", "lAr"}) {
            for (int p = 0; p < POSSESSIVES.length; p++) {
                if (p == 4 && !plural.isEmpty()) {
                    continue; // -ları after a plural is the 3sg -ı
                }
                boolean third = p == 1 || p == 4;
                for (String[] kase : CASES) {
                    String w = add(word, plural, softens);
                    w = add(w, POSSESSIVES[p], softens);
                    w = add(w, third ? kase[1] : kase[0], softens);
                    if (!w.equals(word)) {
                        out.add(w);
                    }
                }
            }
        }
        return out;
    }

    // Appends a suffix template to w.
    static String add(String w, String suffix, boolean softens) {
        if (suffix.isEmpty()) {
            return w;
        }
        StringBuilder b = new StringBuilder(w);
        int i = 0;
        if (suffix.charAt(0) == '(') {
            // a linking vowel after a consonant, a buffer consonant after a vowel
            char linking = suffix.charAt(1);
            if (isVowelSlot(linking) != isVowel(b.charAt(b.length() - 1))) {
                if (isVowelSlot(linking) && softens) {
                    soften(b);
                }
                b.append(harmony(b, linking));
            }
            i = 3;
        }
        if (softens && i < suffix.length() && isVowelSlot(suffix.charAt(i)) && !isVowel(b.charAt(b.length() - 1))) {
            soften(b);
        }
        for (; i < suffix.length(); i++) {
            b.append(harmony(b, suffix.charAt(i)));
        }
        return b.toString();
    }

    private static void soften(StringBuilder b) {
        int last = b.length() - 1;
        if (b.charAt(last) == 'k') {
            b.setCharAt(last, 'y');
        } else if (b.charAt(last) == 'q') {
            b.setCharAt(last, 'ğ');
        }
    }

    private static char harmony(CharSequence b, char slot) {
        char v = 0;
        for (int i = b.length() - 1; i >= 0 && v == 0; i--) {
            if (isVowel(b.charAt(i))) {
                v = b.charAt(i);
            }
        }
        boolean back = v == 'a' || v == 'ı' || v == 'o' || v == 'u';
        boolean round = v == 'o' || v == 'u' || v == 'ö' || v == 'ü';
        switch (slot) {
            case 'A':
                return back ? 'a' : 'ə';
            case 'I':
                return round ? (back ? 'u' : 'ü') : (back ? 'ı' : 'i');
            default:
                return slot;
        }
    }

    private static boolean isVowelSlot(char c) {
        return c == 'A' || c == 'I';
    }

    private static boolean isVowel(char c) {
        return VOWELS.indexOf(c) >= 0;
    }
}
