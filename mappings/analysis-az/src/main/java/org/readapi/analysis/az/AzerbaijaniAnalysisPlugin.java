package org.readapi.analysis.az;

import java.util.Map;
import org.opensearch.index.analysis.TokenFilterFactory;
import org.opensearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.opensearch.plugins.AnalysisPlugin;
import org.opensearch.plugins.Plugin;

/** Registers the az_stem token filter (Azerbaijani case, possessive and plural endings). */
public final class AzerbaijaniAnalysisPlugin extends Plugin implements AnalysisPlugin {
    @Override
    public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
        return Map.of("az_stem", AzStemTokenFilterFactory::new);
    }
}
