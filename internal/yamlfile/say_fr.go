package yamlfile

// sayFR is the messages in French.
var sayFR = wording{
	messages: [numKeys]string{
		kNotYAML:          "{subject} n’est pas du YAML valide\u00a0: {why}",
		kNotYAMLPlural:    "{subject} ne sont pas du YAML valide\u00a0: {why}",
		kNotYAMLRaw:       "{subject} n’est pas du YAML valide ({found})\u00a0: des lignes clé: valeur sont attendues",
		kNotYAMLRawPlural: "{subject} ne sont pas du YAML valide ({found})\u00a0: des lignes clé: valeur sont attendues",
		kNotMapping:       "{subject} doit s’écrire en clés et valeurs, comme {example}",
		kNotMappingPlural: "{subject} doivent s’écrire en clés et valeurs, comme {example}",
	},
	reasons: [numReasons]string{
		rNone:          "",
		rUnclosedQuote: "une valeur entre guillemets n’est pas fermée\u00a0: le guillemet fermant est attendu",
		rSecondColon:   "un second deux-points dans une valeur\u00a0: mettez entre guillemets une valeur qui contient \": \"",
		rKeyValue:      "une ligne clé: valeur est attendue ici",
		rReserved:      "une valeur commence par un caractère que YAML réserve (comme @ ou `)\u00a0: mettez-la entre guillemets",
		rMissingValue:  "il manque une valeur\u00a0: une ligne clé: valeur est attendue",
		rTab:           "une tabulation dans le retrait\u00a0: indentez avec des espaces",
		rUnclosedList:  "une liste [ n’est pas fermée\u00a0: «\u00a0]\u00a0» est attendu",
	},
}
