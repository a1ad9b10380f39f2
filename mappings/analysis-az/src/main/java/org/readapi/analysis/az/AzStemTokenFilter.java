package org.readapi.analysis.az;

import java.io.IOException;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.KeywordAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;

/**
 * Replaces each lowercased Azerbaijani word by its stem
 * ({@link AzerbaijaniStemmer}); tokens marked as keywords pass untouched.
 * When a word reads two ways and {@code stack} is set, the second stem
 * follows the first at the same position.
 */
public final class AzStemTokenFilter extends TokenFilter {
    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final KeywordAttribute keyword = addAttribute(KeywordAttribute.class);
    private final PositionIncrementAttribute position = addAttribute(PositionIncrementAttribute.class);
    private final boolean stack;
    private State pending;
    private int pendingLength;

    /** Stems the tokens of input; stack emits the second reading of an ambiguous word too. */
    public AzStemTokenFilter(TokenStream input, boolean stack) {
        super(input);
        this.stack = stack;
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (pending != null) {
            restoreState(pending);
            pending = null;
            term.setLength(pendingLength);
            AzerbaijaniStemmer.hardenLast(term.buffer(), pendingLength);
            position.setPositionIncrement(0);
            return true;
        }
        if (!input.incrementToken()) {
            return false;
        }
        if (keyword.isKeyword()) {
            return true;
        }
        char[] buffer = term.buffer();
        int length = term.length();
        int other = stack ? AzerbaijaniStemmer.alternative(buffer, length) : -1;
        if (other > 0) {
            pending = captureState();
            pendingLength = other;
        }
        int stem = AzerbaijaniStemmer.stem(buffer, length);
        term.setLength(stem);
        AzerbaijaniStemmer.hardenLast(term.buffer(), stem);
        return true;
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        pending = null;
    }
}
