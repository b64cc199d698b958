package yamlfile

// sayEN is the messages in English.
var sayEN = wording{
	messages: [numKeys]string{
		kNotYAML:          "{subject} is not valid YAML: {why}",
		kNotYAMLPlural:    "{subject} are not valid YAML: {why}",
		kNotYAMLRaw:       "{subject} is not valid YAML ({found}): expected lines of key: value",
		kNotYAMLRawPlural: "{subject} are not valid YAML ({found}): expected lines of key: value",
		kNotMapping:       "expected {subject} as keys and values, such as {example}",
		kNotMappingPlural: "expected {subject} as keys and values, such as {example}",
	},
	reasons: [numReasons]string{
		rNone:          "",
		rUnclosedQuote: "a quoted value is not closed: expected its closing quote",
		rSecondColon:   "a second colon in a value: put a value holding \": \" between quotes",
		rKeyValue:      "expected key: value on this line",
		rReserved:      "a value starts with a character YAML reserves (such as @ or `): put it between quotes",
		rMissingValue:  "a value is missing: expected key: value",
		rTab:           "a tab in the indentation: indent with spaces",
		rUnclosedList:  "a list [ is not closed: expected ]",
	},
}
