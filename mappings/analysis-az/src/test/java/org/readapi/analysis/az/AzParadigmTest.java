package org.readapi.analysis.az;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.junit.jupiter.api.Test;

/**
 * The stemmer over every form {@link Paradigm} builds of the words a job
 * searcher and a posting use (occupations, workplaces, places, languages,
 * the -lik/-lıq nouns of a trade), written as typed with the Azerbaijani
 * letters and without them: each form shares a token with its word (as a
 * query's stacked readings match any of a posting's), and no form shares a
 * token with another word of the table.
 */
class AzParadigmTest {
    /** The words; a trailing ~ marks a final k or q that softens before a vowel (uşaq, uşağı). */
    private static final String[] WORDS = {
        // occupations
        "mühasib", "sürücü", "satıcı", "aşpaz", "aşbaz", "ofisiant", "müəllim", "həkim", "kassir", "kuryer",
        "mühəndis", "proqramçı", "tərcüməçi", "hüquqşünas", "mühafizəçi", "xadimə", "əczaçı", "anbardar",
        "qaynaqçı", "dərzi", "bərbər", "usta", "fəhlə", "menecer", "operator", "dizayner", "direktor", "müdir",
        "katibə", "bacı", "dayə", "barmen", "çilingər", "elektrik", "santexnik", "mexanik", "jurnalist",
        "psixoloq", "stilist", "konsultant", "analitik", "auditor", "iqtisadçı", "marketoloq", "ekspeditor",
        "işçi", "tələbə", "müavin", "rəhbər", "köməkçi", "mütəxəssis", "texnik", "montajçı", "çörəkçi",
        "qənnadçı", "nümayəndə", "xəzinədar", "sifarişçi",
        // workplaces and fields
        "mağaza", "restoran", "ofis", "şirkət", "bank", "otel", "klinika", "aptek", "xəstəxana", "məktəb",
        "bağça", "universitet", "kafe", "zavod", "fabrik", "anbar", "market", "supermarket", "salon", "filial",
        "komanda", "inşaat", "tikinti", "təmir", "kompüter", "proqram", "sifariş", "müştəri", "xidmət",
        "mərkəz", "şöbə", "layihə", "sahə", "sənəd",
        // places and languages
        "Bakı", "Sumqayıt", "Gəncə", "Xırdalan", "Şəki", "Quba", "Lənkəran", "Mingəçevir", "Naxçıvan",
        "Şirvan", "Qəbələ", "dil", "ingilis", "rus", "alman",
        // what a posting asks and gives
        "satış", "təcrübə", "maaş", "qrafik", "növbə", "təhsil", "vəzifə", "vakansiya", "maşın", "qadın",
        // the nouns of a trade, whose k or q softens
        "mühasiblik~", "satıcılıq~", "aşpazlıq~", "sürücülük~", "müəllimlik~", "həkimlik~",
        "təhlükəsizlik~", "dərzilik~", "uşaq~", "yemək~",
    };

    /**
     * Short words and look-alikes no form of the table may meet (their own
     * forms are not checked: a stem of two letters keeps its endings).
     */
    private static final String[] OTHER_WORDS = {
        "aş", "iş", "ev", "il", "ad", "yer", "kassa", "satın", "maliyyə", "satınalma", "işçilik",
    };

    @Test
    void everyFormSharesAStemWithItsWord() throws IOException {
        List<String> failures = new ArrayList<>();
        int forms = 0;
        for (String row : WORDS) {
            String word = row.replace("~", "");
            List<String> stems = folded(word);
            for (String form : Paradigm.forms(word, row.endsWith("~"))) {
                for (String typed : new LinkedHashSet<>(List.of(form, ascii(form)))) {
                    forms++;
                    if (unread(word, typed)) {
                        continue;
                    }
                    List<String> got = folded(typed);
                    if (Collections.disjoint(got, stems)) {
                        failures.add(typed + " gives " + got + ", " + word + " " + stems);
                    }
                }
            }
        }
        assertTrue(forms > 10_000, "only " + forms + " forms");
        assertTrue(failures.isEmpty(), failures.size() + " forms miss their word:\n" + String.join("\n", failures));
    }

    @Test
    void noFormSharesAStemWithAnotherWord() throws IOException {
        Map<String, List<String>> stems = new LinkedHashMap<>();
        for (String row : WORDS) {
            String word = row.replace("~", "");
            stems.put(word, folded(word));
        }
        for (String word : OTHER_WORDS) {
            stems.put(word, folded(word));
        }
        List<String> failures = new ArrayList<>();
        for (String row : WORDS) {
            String word = row.replace("~", "");
            for (String form : Paradigm.forms(word, row.endsWith("~"))) {
                List<String> got = folded(form);
                stems.forEach((other, theirs) -> {
                    if (!other.equals(word) && !Collections.disjoint(got, theirs)) {
                        failures.add(form + " " + got + " meets " + other + " " + theirs);
                    }
                });
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    // The forms the stemmer leaves unread, each for a reason: a bare
    // genitive after a stem of three letters (dil-in, rus-un) reads as a
    // word of its own (maşın, qadın, satın); typed without the Azerbaijani
    // letters, a case right after a stem of three letters (dilde, dilden)
    // is kept for English words (guide, hidden), and so is a -ler after an
    // l (seller, controller).
    private static boolean unread(String word, String form) {
        String w = ascii(word);
        boolean typedAscii = form.equals(ascii(form)) && !form.equals(word);
        boolean shortGenitive = w.length() == 3 && form.length() == 5 && ascii(form).startsWith(w) && form.endsWith("n");
        boolean asciiShortCase = typedAscii && w.length() == 3 && form.startsWith(w) && "dl".indexOf(form.charAt(3)) >= 0;
        boolean asciiPluralAfterL = typedAscii && w.endsWith("l") && form.startsWith(w + "ler");
        return shortGenitive || asciiShortCase || asciiPluralAfterL;
    }

    // The word as typed without the Azerbaijani letters.
    private static String ascii(String w) {
        StringBuilder b = new StringBuilder();
        for (char c : w.toLowerCase(Locale.ROOT).toCharArray()) {
            int i = "əıöüşçğ".indexOf(c);
            b.append(i < 0 ? c : "eiouscg".charAt(i));
        }
        return b.toString();
    }

    // The tokens of a word, each folded as the analyzers fold them after
    // the stemmer (schwa_as_e, asciifolding).
    private static List<String> folded(String text) throws IOException {
        List<String> out = new ArrayList<>();
        WhitespaceTokenizer tokenizer = new WhitespaceTokenizer();
        tokenizer.setReader(new StringReader(text));
        try (TokenStream ts = new AzStemTokenFilter(new LowerCaseFilter(tokenizer), true)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(ascii(term.toString()));
            }
            ts.end();
        }
        return out;
    }
}
