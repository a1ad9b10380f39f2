package org.readapi.analysis.az;

import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;
import org.opensearch.index.analysis.TokenFilterFactory;

/**
 * The az_stem token filter. Setting {@code stack_ambiguous} (default true)
 * emits every reading of an ambiguous word; synonym rules are parsed with
 * the primary reading, as a rule needs one token per word.
 */
public final class AzStemTokenFilterFactory extends AbstractTokenFilterFactory {
    private final boolean stack;

    AzStemTokenFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
        super(indexSettings, name, settings);
        this.stack = settings.getAsBoolean("stack_ambiguous", true);
    }

    @Override
    public TokenStream create(TokenStream input) {
        return new AzStemTokenFilter(input, stack);
    }

    @Override
    public TokenFilterFactory getSynonymFilter() {
        if (!stack) {
            return this;
        }
        return new TokenFilterFactory() {
            @Override
            public String name() {
                return AzStemTokenFilterFactory.this.name();
            }

            @Override
            public TokenStream create(TokenStream input) {
                return new AzStemTokenFilter(input, false);
            }
        };
    }
}
