package variant

import "github.com/urtext/urtext/internal/said"

// sayFR is a description's messages in French. What a key expected
// carries its own verb (« est attendu », « sont attendues »), in the
// gender and number of what it names, and what was found its own link
// (« et non », « mais »).
var sayFR = said.Table{
	Quotes: [2]string{"«\u00a0", "\u00a0»"},
	Messages: []string{
		mFileName:      "le nom du fichier est l’identifiant de la variante\u00a0: des minuscules, des chiffres et des traits d’union sont attendus avant .yaml, et non {found}",
		mNotText:       "du texte est attendu, et non un caractère de contrôle ou de l’UTF-8 invalide",
		mTooLarge:      "ce fichier dépasse {mb}\u00a0Mo\u00a0: une description tient en quelques lignes",
		mCycle:         "base\u00a0: une variante ne peut dériver d’elle-même\u00a0: {chain}",
		mEmpty:         "la description est vide\u00a0: base: et names: sont attendus",
		mNotMapping:    "la description doit s’écrire sous forme de clés et de valeurs, comme base: masters",
		mNoBase:        "base\u00a0: la variante {id} n’existe pas",
		mNameLang:      "names\u00a0: {lang}: est attendu, avec le nom de la variante dans cette langue",
		mNoNames:       "names: est attendu, avec en: et fr:, le nom de la variante dans chaque langue",
		mUnknownKey:    "clé {key} inconnue\u00a0: l’une des clés {keys} est attendue",
		mUnknownKeyOne: "clé {key} inconnue\u00a0: la seule clé admise ici est {keys}",
		mTwice:         "{key}\u00a0: clé donnée deux fois, la première fois à la ligne {line}",
		mNotGroup:      "{key}\u00a0: des clés et valeurs sont attendues en dessous, comme {example}: …",
		mProblem:       "{key}\u00a0: {problem}",
		mCamp:          "{key}\u00a0: un tronçon du parcours est attendu, donné par sa première et sa dernière case, comme [1, 4]",
		mEntryKeys:     "{key}\u00a0: chaque entrée doit donner throw: et square:",
		mDiceKind:      "{key}\u00a0: l’un des deux est attendu, binary: (des dés binaires) ou die: (le nombre de faces d’un dé)",
		mRethrowBinary: "{key}\u00a0: rethrow: ne vaut qu’avec die:",
		mAgainThrow:    "{key}\u00a0: aucun lancer ne montre {throw} faces marquées quand binary: vaut {dice}",
		mAgainDie:      "{key}\u00a0: again: ne vaut que pour des dés binaires",
		mExpected:      "{key}\u00a0: {want}, {found}",
		wRulesetID:     "l’identifiant d’une variante est attendu, comme masters",
		wSource:        "le numéro d’une source est attendu, comme \"004\"",
		wFamily:        "l’une des familles race, capture, powers ou numbered est attendue",
		wName:          "le nom de la variante est attendu, sur la même ligne",
		wFlag:          "true ou false est attendu",
		wSquares:       "une liste de cases est attendue, comme [8, 14]",
		wVision:        "trois cases sont attendues, comme [1, 3, 11], ou [] pour aucune",
		wCamps:         "des tronçons du parcours sont attendus, comme [[1, 4], [13, 14]]",
		wEntries:       "une liste d’entrées est attendue, comme [{throw: 2, square: 1}, {throw: 5, square: 5}]",
		wPath:          "l’un des parcours {paths}, ou les cases de Clair dans l’ordre, est attendu, comme [d1, c1, b1, a1]",
		wSquare:        "une case du plateau est attendue, de a1 à h3 hormis les trous e1, f1, e3 et f3",
		wDice:          "l’un des dés {dice}, ou une table (binary: ou die:, et moves:), est attendu",
		wMoves:         "le déplacement de chaque lancer est attendu, comme [0, 1, 2, 3, 4]",
		wAgain:         "les lancers qui font rejouer sont attendus, comme [4]",
		wNumber:        "un nombre entier de {lo} à {hi} est attendu",
		wNumbers:       "des nombres entiers de 0 à {hi} sont attendus",
		fQuoted:        "et non {value}",
		fList:          "et non une liste",
		fMapping:       "et non des clés et valeurs",
		fAlias:         "et non un alias {alias}\u00a0: écrivez la valeur elle-même",
		fNothing:       "mais la valeur est vide",
		fCount:         "et non {count}",
	},
}
