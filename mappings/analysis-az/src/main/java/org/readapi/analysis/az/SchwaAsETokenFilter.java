package org.readapi.analysis.az;

import java.io.IOException;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * Writes e for every ə and Ə of a token, as the folded analyzers' character
 * mapping does, after the stemmer has read the vowels (a loop over the
 * term, where a pattern_replace filter ran a regular expression per token).
 */
public final class SchwaAsETokenFilter extends TokenFilter {
    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);

    /** Folds the schwa in the tokens of input. */
    public SchwaAsETokenFilter(TokenStream input) {
        super(input);
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (!input.incrementToken()) {
            return false;
        }
        char[] buffer = term.buffer();
        for (int i = 0, n = term.length(); i < n; i++) {
            if (buffer[i] == 'ə' || buffer[i] == 'Ə') {
                buffer[i] = 'e';
            }
        }
        return true;
    }
}
