package org.readapi.analysis.az;

import java.util.Map;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;
import org.opensearch.index.analysis.TokenFilterFactory;
import org.opensearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.opensearch.plugins.AnalysisPlugin;
import org.opensearch.plugins.Plugin;

/**
 * Registers the az_stem token filter (Azerbaijani case, possessive and
 * plural endings) and az_schwa_as_e (ə and Ə written as e).
 */
public final class AzerbaijaniAnalysisPlugin extends Plugin implements AnalysisPlugin {
    @Override
    public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
        return Map.of("az_stem", AzStemTokenFilterFactory::new, "az_schwa_as_e", SchwaAsEFactory::new);
    }

    /** The factory of az_schwa_as_e. */
    static final class SchwaAsEFactory extends AbstractTokenFilterFactory {
        SchwaAsEFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
            super(indexSettings, name, settings);
        }

        @Override
        public TokenStream create(TokenStream input) {
            return new SchwaAsETokenFilter(input);
        }
    }
}
