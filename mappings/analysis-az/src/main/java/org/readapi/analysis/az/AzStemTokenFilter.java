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
 * When a word reads more than one way and {@code stack} is set, the stems of
 * its other readings follow the first at the same position.
 */
public final class AzStemTokenFilter extends TokenFilter {
    private static final int[] NONE = {};

    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final KeywordAttribute keyword = addAttribute(KeywordAttribute.class);
    private final PositionIncrementAttribute position = addAttribute(PositionIncrementAttribute.class);
    private final boolean stack;
    private State word;
    private int[] pending = NONE;
    private int next;

    /** Stems the tokens of input; stack emits the other readings of an ambiguous word too. */
    public AzStemTokenFilter(TokenStream input, boolean stack) {
        super(input);
        this.stack = stack;
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (next < pending.length) {
            restoreState(word);
            setStem(pending[next++]);
            position.setPositionIncrement(0);
            return true;
        }
        if (!input.incrementToken()) {
            return false;
        }
        if (keyword.isKeyword()) {
            return true;
        }
        int stem = AzerbaijaniStemmer.stem(term.buffer(), term.length());
        pending = stack ? AzerbaijaniStemmer.alternatives(term.buffer(), term.length(), stem) : NONE;
        next = 0;
        if (pending.length > 0) {
            word = captureState();
        }
        setStem(stem);
        return true;
    }

    private void setStem(int length) {
        term.setLength(length);
        AzerbaijaniStemmer.hardenLast(term.buffer(), length);
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        pending = NONE;
        next = 0;
        word = null;
    }
}
