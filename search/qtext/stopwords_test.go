package qtext

import "testing"

func TestStopWords(t *testing.T) {
	for w, want := range map[string]bool{
		"in": true, "üçün": true, "vakansiya": true, "работа": true, "Требуется": true, "v": true,
		// "Urgently" and "I am looking for", as searchers type them.
		"təcili": true, "tecili": true, "srochno": true, "срочно": true, "urgent": true, "axtarıram": true, "lazimdi": true, "nujen": true,
		"kimi": true, "olan": true, "istəyirəm": true, "качестве": true, "looking": true,
		// "To work", "only", "may be", "given": said around a qualifier
		// (gecə növbəsində işləmək üçün, yalnız xanımlar, təcrübəsiz də olar).
		"fluent": true, "hazırlayan": true,
		"işləmək": true, "yalnız": true, "olar": true, "verilən": true, "работать": true, "только": true,
		// "Near", which says where as the place after it does.
		"yaxınlığında": true, "рядом": true, "near": true,
		// Words that name an employer without saying which, in their case forms.
		"şirkət": true, "şirkətə": true, "şirkətinə": true, "şirkətlərdə": true, "sirketde": true, "firmaya": true,
		"company": true, "companies": true, "компания": true, "в": true, "компанию": true, "компаний": true, "фирме": true,
		// Words that only start like one, and words that say what is sought.
		"şirkətçi": false, "компаньон": false, "firmware": false, "mühasib": false, "bank": false, "restoranda": false, "Bakıda": false,
	} {
		if got := jobWords.isStopWord(w); got != want {
			t.Errorf("jobWords.isStopWord(%q) = %v, want %v", w, got, want)
		}
	}
}
