package rules

// refusalsPseudo is a language for the tests, accented English in brackets, written
// the way a third language would be: one file, every key, English's
// placeholders.
var refusalsPseudo = [numRefusals]string{
	GameOver:          "[Thé gámé ís óvér.]",
	LostThrow:         "[Thís thrów móvés ñóthíñg: thé túrñ ís lóst.]",
	NoPiece:           "[Ýóú hávé ñó píéçé théré tó móvé.]",
	WrongDistance:     "[Thé thrów dóés ñót táké thát píéçé tó thát sqúáré.]",
	Overshoot:         "[Á móvé máý ñót gó pást thé éñd óf thé páth: thé çóúñt múst bé éxáçt.]",
	OwnPiece:          "[Á píéçé máý ñót láñd óñ óñé óf íts ówñ sídé.]",
	RosetteOccupied:   "[Áñ óppóñéñt óñ á rósétté çáññót bé tákéñ.]",
	MustStopOnRosette: "[Á píéçé máý ñót páss á rósétté: ít múst stóp óñ ít éxáçtlý.]",
	LastRosetteFull:   "[Thé lást rósétté hólds óñé píéçé: wáít úñtíl ít hás léft.]",
	EnterNeedsFive:    "[Á píéçé éñtérs óñlý wíth á fívé, óñtó thé fífth sqúáré.]",
	MoveCompulsory:    "[Á móvé ís póssíblé, só ýóú múst pláý óñé.]",
	NoChoice:          "[Thís gámé ófférs ñó súçh çhóíçé.]",
	Prisoner:          "[Thát píéçé ís á prísóñér: ít móvés óñlý wíth íts çáptór.]",
	ForwardOnly:       "[Óñlý á prómótéd píéçé máý móvé báçkwárd.]",
	BeyondRange:       "[Á prómótéd píéçé stáýs wíthíñ íts strétçh óf thé páth.]",
	MustCarry:         "[Á çáptór álwáýs tákés íts prísóñérs álóñg.]",
	NothingToLeave:    "[Thís píéçé hólds ñó prísóñér tó léávé.]",
	PrisonersForward:  "[Á píéçé çárrýíñg prísóñérs móvés óñlý tówárd íts góál.]",
	ArrivalFull:       "[Áñ árrívál sqúáré hólds át móst fívé píéçés óf óñé sídé.]",
	CampClosed:        "[Á çámp ís çlóséd tó thé óppóñéñt, éxçépt tó íts prísóñérs.]",
	WarriorOnTwo:      "[Óñlý á píéçé éñtéríñg óñ thé séçóñd sqúáré máý bé déçláréd á wárríór.]",
	WarriorAlone:      "[Á wárríór ñévér shárés á sqúáré wíth á píéçé óf íts sídé.]",
	SquareFull:        "[Á sqúáré hólds óñé píéçé ór óñé páír óf twíñs.]",
	TwinsNeedTwins:    "[Óñlý twíñs çáñ táké twíñs.]",
	VisionHolds:       "[Whílé thé vísíóñ hólds, áñóthér píéçé múst móvé íf óñé çáñ.]",
	EntryThrow:        "[Thé ñéxt píéçé éñtérs óñlý wíth íts ówñ thrów: 2, 5, 6, 7 ór 10 fór píéçés 1 tó 5.]",
	CannotPay:         "[Ýóúr púrsé çáññót páý fór thís éñtrý.]",
	CarryCount:        "[À çáptór çárríés fróm óñé tó áll bút óñé óf íts prísóñérs: /leave çárríés ñóñé, áñd á móvé wíthóút á çhóíçé çárríés thém áll.]",
	PayEnters:         "[Páýíñg thé póól búýs thé éñtrý óf thé ñéxt píéçé, áñd ñóthíñg élsé.]",
}
