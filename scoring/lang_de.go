package scoring

// german: the lists and sentences of lang_en.go in German. Words are listed
// with their inflected forms (the engine inflects only English), and
// domains are in the order of english.domains, one for one.
var german = language{
	code:     "de",
	name:     "German",
	nounCaps: true,
	marks:    "der die das und ist nicht ein eine einen einem einer mit für auf den dem sich ich dir wir sind wird werden auch oder bitte nur deine keine kein über zum zur nach wie wenn dass zu von im unser unsere unseren schreib schreibe erstelle erkläre gib fasse diesen diese dieser dieses ins",
	words: map[string]string{
		"stop": `jeweils höchstens mindestens der die das den dem des ein eine einen einem einer eines kein keine
keinen keinem keiner keines ich mich mir mein meine meinen meinem meiner meines du dich dir dein
deine deinen deinem deiner deines er ihn ihm sein seine seinen seinem seiner seines sie ihr ihre
ihren ihrem ihrer ihres es wir uns unser unsere unseren unserem unserer unseres euch euer eure
euren eurem eurer ihnen man jemand jemanden jemandem niemand jeder jede jeden jedem jedes alle
allen aller alles beide beiden dieser diese diesen diesem dieses jener jene jenen jenem jenes
derselbe dieselbe dasselbe welcher welche welchen welchem welches was wer wen wem wessen wo wann
warum wieso weshalb wie wohin woher womit wofür worüber wozu worauf wodurch wobei ob und oder
aber sondern denn doch weil da dass damit wenn falls als obwohl während bevor nachdem sobald bis
seit sowie sowohl weder noch entweder also dann daher deshalb deswegen trotzdem jedoch zudem
außerdem sonst ansonsten bzw beziehungsweise bin bist ist sind seid war waren warst gewesen wäre
wären wärst haben habe hast hat habt hatte hatten hattest gehabt hätte hätten hättest werden
werde wirst wird werdet wurde wurden geworden würde würden würdest können kann kannst könnt
konnte konnten könnte könnten könntest müssen muss musst müsst musste müsste müssten sollen soll
sollst sollt sollte sollten solltest dürfen darf darfst dürft durfte dürfte wollen will willst
wollt wollte wollten möchte möchten möchtest mögen mag lassen lass lasst in im ins an am ans auf
aufs aus bei beim mit nach von vom zu zum zur für fürs über unter um durch gegen ohne vor hinter
neben zwischen wegen trotz statt anstatt innerhalb außerhalb laut gemäß bezüglich entlang ab per
pro je samt seitens mittels nicht nichts nie niemals ja nein auch nur schon sehr so ganz gar
eher etwa fast immer oft manchmal meist meistens wieder bereits sogar eben halt mal einfach
wirklich ziemlich recht genug mehr meisten weniger wenig viel viele vielen vieler einige einigen
einiger etwas jetzt nun gerade hier dort dabei dafür dagegen daran darauf daraus darin darüber
darum davon davor dazu dadurch dahin hierfür hierzu hiermit hierbei bitte danke ok okay sich
selbst selber zusammen hinzu dar fest weg zurück weiter heraus hervor hinaus vorbei voran herum
z.b z.b. d.h usw etc evtl ggf vs inkl ding dinge irgendwas`,
		"generic": `anweisung anweisungen hinweis hinweise instruktion instruktionen vorgabe vorgaben gut gute guten
guter gutes gutem toll tolle tollen toller tolles tollem großartig großartige großartigen
großartiger großartiges großartigem hervorragend hervorragende hervorragenden hervorragender
hervorragendes hervorragendem ausgezeichnet ausgezeichnete ausgezeichneten ausgezeichneter
ausgezeichnetes ausgezeichnetem exzellent exzellente exzellenten exzellenter exzellentes
exzellentem herausragend herausragende herausragenden herausragender herausragendes
herausragendem außergewöhnlich außergewöhnliche außergewöhnlichen außergewöhnlicher
außergewöhnliches außergewöhnlichem erstklassig erstklassige erstklassigen erstklassiger
erstklassiges erstklassigem hochwertig hochwertige hochwertigen hochwertiger hochwertiges
hochwertigem perfekt perfekte perfekten perfekter perfektes perfektem ideal ideale idealen
idealer ideales idealem optimal optimale optimalen optimaler optimales optimalem best beste
besten bester bestes bestem besser bessere besseren besserer besseres besserem super spitze
effektiv effektive effektiven effektiver effektives effektivem effizient effiziente effizienten
effizienter effizientes effizientem nützlich nützliche nützlichen nützlicher nützliches
nützlichem hilfreich hilfreiche hilfreichen hilfreicher hilfreiches hilfreichem wertvoll
wertvolle wertvollen wertvoller wertvolles wertvollem sinnvoll sinnvolle sinnvollen sinnvoller
sinnvolles sinnvollem aussagekräftig aussagekräftige aussagekräftigen aussagekräftiger
aussagekräftiges aussagekräftigem fundiert fundierte fundierten fundierter fundiertes fundiertem
durchdacht durchdachte durchdachten durchdachter durchdachtes durchdachtem ansprechend
ansprechende ansprechenden ansprechender ansprechendes ansprechendem interessant interessante
interessanten interessanter interessantes interessantem spannend spannende spannenden spannender
spannendes spannendem robust robuste robusten robuster robustes robustem zuverlässig
zuverlässige zuverlässigen zuverlässiger zuverlässiges zuverlässigem solide soliden solider
solides solidem gründlich gründliche gründlichen gründlicher gründliches gründlichem umfassend
umfassende umfassenden umfassender umfassendes umfassendem vollständig vollständige
vollständigen vollständiger vollständiges vollständigem komplett komplette kompletten kompletter
komplettes komplettem ausführlich ausführliche ausführlichen ausführlicher ausführliches
ausführlichem detailliert detaillierte detaillierten detaillierter detailliertes detailliertem
tiefgehend tiefgehende tiefgehenden tiefgehender tiefgehendes tiefgehendem tiefgründig
tiefgründige tiefgründigen tiefgründiger tiefgründiges tiefgründigem erschöpfend erschöpfende
erschöpfenden erschöpfender erschöpfendes erschöpfendem klar klare klaren klarer klares klarem
deutlich deutliche deutlichen deutlicher deutliches deutlichem verständlich verständliche
verständlichen verständlicher verständliches verständlichem nachvollziehbar nachvollziehbare
nachvollziehbaren nachvollziehbarer nachvollziehbares nachvollziehbarem prägnant prägnante
prägnanten prägnanter prägnantes prägnantem präzise präzisen präziser präzises präzisem präzis
genau genaue genauen genauer genaues genauem exakt exakte exakten exakter exaktes exaktem
korrekt korrekte korrekten korrekter korrektes korrektem richtig richtige richtigen richtiger
richtiges richtigem fehlerfrei fehlerfreie fehlerfreien fehlerfreier fehlerfreies fehlerfreiem
angemessen angemessene angemessenen angemessener angemessenes angemessenem passend passende
passenden passender passendes passendem geeignet geeignete geeigneten geeigneter geeignetes
geeignetem relevant relevante relevanten relevanter relevantes relevantem wichtig wichtige
wichtigen wichtiger wichtiges wichtigem wesentlich wesentliche wesentlichen wesentlicher
wesentliches wesentlichem entscheidend entscheidende entscheidenden entscheidender
entscheidendes entscheidendem zentral zentrale zentralen zentraler zentrales zentralem notwendig
notwendige notwendigen notwendiger notwendiges notwendigem nötig nötige nötigen nötiger nötiges
nötigem erforderlich erforderliche erforderlichen erforderlicher erforderliches erforderlichem
bedeutend bedeutende bedeutenden bedeutender bedeutendes bedeutendem wichtigst wichtigste
wichtigsten wichtigster wichtigstes wichtigstem strukturiert strukturierte strukturierten
strukturierter strukturiertes strukturiertem gut-strukturiert gut-strukturierte
gut-strukturierten gut-strukturierter gut-strukturiertes gut-strukturiertem organisiert
organisierte organisierten organisierter organisiertes organisiertem logisch logische logischen
logischer logisches logischem kohärent kohärente kohärenten kohärenter kohärentes kohärentem
konsistent konsistente konsistenten konsistenter konsistentes konsistentem einheitlich
einheitliche einheitlichen einheitlicher einheitliches einheitlichem lesbar lesbare lesbaren
lesbarer lesbares lesbarem professionell professionelle professionellen professioneller
professionelles professionellem sauber saubere sauberen sauberer sauberes sauberem elegant
elegante eleganten eleganter elegantes elegantem schön schöne schönen schöner schönes schönem
ordentlich ordentliche ordentlichen ordentlicher ordentliches ordentlichem sorgfältig
sorgfältige sorgfältigen sorgfältiger sorgfältiges sorgfältigem gewissenhaft gewissenhafte
gewissenhaften gewissenhafter gewissenhaftes gewissenhaftem objektiv objektive objektiven
objektiver objektives objektivem unvoreingenommen unvoreingenommene unvoreingenommenen
unvoreingenommener unvoreingenommenes unvoreingenommenem ausgewogen ausgewogene ausgewogenen
ausgewogener ausgewogenes ausgewogenem ehrlich ehrliche ehrlichen ehrlicher ehrliches ehrlichem
kreativ kreative kreativen kreativer kreatives kreativem innovativ innovative innovativen
innovativer innovatives innovativem originell originelle originellen origineller originelles
originellem frisch frische frischen frischer frisches frischem neuartig neuartige neuartigen
neuartiger neuartiges neuartigem intelligent intelligente intelligenten intelligenter
intelligentes intelligentem klug kluge klugen kluger kluges klugem schlau schlaue schlauen
schlauer schlaues schlauem weise weisen weiser weises weisem erfahren erfahrene erfahrenen
erfahrener erfahrenes erfahrenem versiert versierte versierten versierter versiertes versiertem
kompetent kompetente kompetenten kompetenter kompetentes kompetentem qualifiziert qualifizierte
qualifizierten qualifizierter qualifiziertes qualifiziertem renommiert renommierte renommierten
renommierter renommiertes renommiertem führend führende führenden führender führendes führendem
anerkannt anerkannte anerkannten anerkannter anerkanntes anerkanntem etabliert etablierte
etablierten etablierter etabliertes etabliertem vertrauenswürdig vertrauenswürdige
vertrauenswürdigen vertrauenswürdiger vertrauenswürdiges vertrauenswürdigem glaubwürdig
glaubwürdige glaubwürdigen glaubwürdiger glaubwürdiges glaubwürdigem fortgeschritten
fortgeschrittene fortgeschrittenen fortgeschrittener fortgeschrittenes fortgeschrittenem
anspruchsvoll anspruchsvolle anspruchsvollen anspruchsvoller anspruchsvolles anspruchsvollem
gängig gängige gängigen gängiger gängiges gängigem üblich übliche üblichen üblicher übliches
üblichem typisch typische typischen typischer typisches typischem allgemein allgemeine
allgemeinen allgemeiner allgemeines allgemeinem generell insgesamt grundsätzlich eigentlich
quasi tatsächlich möglichst möglich mögliche möglichen möglicher mögliches möglichem vielleicht
wahrscheinlich sicher sichere sicheren sicherer sicheres sicherem bestimmt gewiss hoch höchst
äußerst extrem vollkommen völlig gesamt gesamte gesamten gesamter gesamtes gesamtem ganze ganzen
ganzer ganzes umsetzbar umsetzbare umsetzbaren umsetzbarer umsetzbares umsetzbarem praktisch
praktische praktischen praktischer praktisches praktischem praxisnah praxisnahe praxisnahen
praxisnaher praxisnahes praxisnahem hochqualitativ hochqualitative hochqualitativen
hochqualitativer hochqualitatives hochqualitativem brillant brillante brillanten brillanter
brillantes brillantem fantastisch fantastische fantastischen fantastischer fantastisches
fantastischem wunderbar wunderbare wunderbaren wunderbarer wunderbares wunderbarem beeindruckend
beeindruckende beeindruckenden beeindruckender beeindruckendes beeindruckendem makellos
makellose makellosen makelloser makelloses makellosem tadellos tadellose tadellosen tadelloser
tadelloses tadellosem fachkundig fachkundige fachkundigen fachkundiger fachkundiges fachkundigem
kenntnisreich kenntnisreiche kenntnisreichen kenntnisreicher kenntnisreiches kenntnisreichem
fähig fähige fähigen fähiger fähiges fähigem talentiert talentierte talentierten talentierter
talentiertes talentiertem begabt begabte begabten begabter begabtes begabtem geschickt
geschickte geschickten geschickter geschicktes geschicktem weltklasse top tiptop antwort
antworten rückmeldung ergebnis ergebnisse resultat resultate lösung lösungen inhalt inhalte
information informationen info infos detail details einzelheiten frage fragen anfrage anfragen
aufgabe aufgaben prompt prompts problem probleme thema themen aspekt aspekte punkt punkte teil
teile element elemente bestandteil bestandteile komponente komponenten sache sachen art niveau
ebene qualität klarheit lesbarkeit vollständigkeit tiefe kontext hintergrund zweck ziel ziele
absicht bedarf bedürfnis bedürfnisse anforderung anforderungen erwartung erwartungen fehler
irrtum irrtümer missverständnis missverständnisse annahme annahmen beispiel beispiele fall fälle
szenario szenarien erklärung erklärungen beschreibung beschreibungen überblick übersicht gedanke
gedanken prozess prozesse ablauf struktur strukturen format formate stil ton sprache
formulierung formulierungen wortwahl methode methoden methodik ansatz ansätze vorgehensweise
technik techniken strategie strategien praxis standard standards richtlinie richtlinien prinzip
prinzipien grundsatz grundsätze wissen kenntnisse verständnis fähigkeit fähigkeiten erfahrung
erfahrungen expertise fachwissen kompetenz kompetenzen jahr jahre jahren jahrzehnt jahrzehnte
bereich bereiche gebiet gebiete feld felder branche branchen fach fächer sinn wert mehrwert
erfolg mühe arbeit hilfe unterstützung tatsache tatsachen fakt fakten argument argumente aussage
aussagen perspektive perspektiven sichtweise blickwinkel schritt schritte phase phasen fokus mal
zeit ergebnisorientiert sorgfalt präzision kohärenz genauigkeit machen mache mach macht stelle
stellen sicherstellen sorge sorgen achte achten beachte beachten berücksichtige berücksichtigen
verwende verwenden verwendet nutze nutzen nutzt benutze benutzen liefere liefern liefert biete
bieten bietet halte halten hält bleibe bleib bleiben vermeide vermeiden unterstütze unterstützen
passe anpassen angepasst gehe geh eingehen konzentriere konzentrieren versuche versuchen bemühe
bemühen hilf helfen hilft gib geben gibt bringe bringen nimm nehmen denke denk lies lesen
verstehe verstehen wisse weißt sag sagen`,
		"taskVerb": `schreib schreibe schreibt schreiben verfass verfasse verfasst verfassen formulier formuliere
formuliert formulieren umformulier umformuliere umformuliert umformulieren entwirf entwerfen
entwerft erstell erstelle erstellt erstellen generier generiere generiert generieren erzeug
erzeuge erzeugt erzeugen produzier produziere produziert produzieren mach mache macht machen bau
baue baut bauen gestalte gestaltet gestalten entwickle entwickelt entwickeln implementier
implementiere implementiert implementieren programmier programmiere programmiert programmieren
codier codiere codiert codieren übersetz übersetze übersetzt übersetzen konvertier konvertiere
konvertiert konvertieren wandle wandelt wandeln umwandeln transformier transformiere
transformiert transformieren fasse fass fasst fassen zusammenfassen erklär erkläre erklärt
erklären erläutere erläutert erläutern beschreib beschreibe beschreibt beschreiben definier
definiere definiert definieren skizzier skizziere skizziert skizzieren liste listet listen
auflisten nenn nenne nennt nennen zähle zählt zählen aufzählen identifizier identifiziere
identifiziert identifizieren finde find findet finden such suche sucht suchen extrahier
extrahiere extrahiert extrahieren klassifizier klassifiziere klassifiziert klassifizieren
kategorisier kategorisiere kategorisiert kategorisieren ordne ordnet ordnen zuordnen sortier
sortiere sortiert sortieren bewerte bewertet bewerten beurteil beurteile beurteilt beurteilen
vergleich vergleiche vergleicht vergleichen analysier analysiere analysiert analysieren
untersuch untersuche untersucht untersuchen prüf prüfe prüft prüfen überprüf überprüfe überprüft
überprüfen kontrollier kontrolliere kontrolliert kontrollieren verifizier verifiziere
verifiziert verifizieren validier validiere validiert validieren teste testet testen debugge
debuggen behebe beheben behebt korrigier korrigiere korrigiert korrigieren bearbeite bearbeitet
bearbeiten überarbeite überarbeitet überarbeiten redigier redigiere redigiert redigieren
lektorier lektoriere lektoriert lektorieren verbessere verbessert verbessern optimier optimiere
optimiert optimieren vereinfach vereinfache vereinfacht vereinfachen kürz kürze kürzt kürzen
erweitere erweitert erweitern paraphrasier paraphrasiere paraphrasiert paraphrasieren beantworte
beantwortet beantworten antworte antwortet antworten lös löse löst lösen berechne berechnet
berechnen rechne rechnet rechnen schätz schätze schätzt schätzen leite leitet leiten herleiten
beweis beweise beweist beweisen bestimm bestimme bestimmt bestimmen entscheide entscheidet
entscheiden wähl wähle wählt wählen auswählen empfiehl empfehlen empfehlt schlag schlage schlagt
schlagen vorschlagen plan plane plant planen organisier organisiere organisiert organisieren
bereite bereitet vorbereiten brainstorme brainstormen sammle sammelt sammeln gib geben gebt zeig
zeige zeigt zeigen sag sage sagt sagen lehr lehre lehrt lehren erzähl erzähle erzählt erzählen
hilf helfen helft führ führe führt führen zeichne zeichnet zeichnen illustrier illustriere
illustriert illustrieren visualisier visualisiere visualisiert visualisieren diskutier
diskutiere diskutiert diskutieren erörtere erörtert erörtern erforsch erforsche erforscht
erforschen recherchier recherchiere recherchiert recherchieren interpretier interpretiere
interpretiert interpretieren deute deutet deuten prognostizier prognostiziere prognostiziert
prognostizieren diagnostizier diagnostiziere diagnostiziert diagnostizieren argumentier
argumentiere argumentiert argumentieren überzeug überzeuge überzeugt überzeugen verhandle
verhandelt verhandeln präsentier präsentiere präsentiert präsentieren stell stelle stellt
stellen darstellen formatier formatiere formatiert formatieren strukturier strukturiere
strukturiert strukturieren gliedere gliedert gliedern kommentier kommentiere kommentiert
kommentieren dokumentier dokumentiere dokumentiert dokumentieren markier markiere markiert
markieren hebe heb hervorheben ersetz ersetze ersetzt ersetzen entfern entferne entfernt
entfernen lösch lösche löscht löschen füg füge fügt fügen hinzufügen einfügen ergänz ergänze
ergänzt ergänzen aktualisier aktualisiere aktualisiert aktualisieren ändere ändert ändern pass
passe passt anpassen übertrag übertrage übertragt übertragen zitier zitiere zitiert zitieren
erfinde erfinden erfindet spiele spielt spieln spile simulier simuliere simuliert simulieren
setz setze setzt setzen fortsetzen vervollständig vervollständige vervollständigt
vervollständigen beende beendet beenden füll fülle füllt füllen ausfüllen miss messen verfolg
verfolge verfolgt verfolgen benenn benenne benennt benennen buchstabier buchstabiere
buchstabiert buchstabieren konjugier konjugiere konjugiert konjugieren teil teile teilt teilen
aufteilen kombinier kombiniere kombiniert kombinieren verbinde verbindet verbinden trenn trenne
trennt trennen gruppier gruppiere gruppiert gruppieren filtere filtert filtern umschreib
umschreibe umschreibt umschreiben kennzeichne kennzeichnet kennzeichnen verwandle verwandeln
übernimm übernehmen ermittle ermittelt ermitteln notier notiere notiert notieren zusammen rate
raten dichte dichtet dichten reime reimen`,
		"outVerb": `gib geben gebt ausgeben liefere liefern liefert schreib schreibe schreibt schreiben zeig zeige
zeigt zeigen liste listet listen auflisten antworte antwortet antworten beginne beginn beginnt
beginnen starte startet starten ende endet enden beende beendet beenden schließe schließ
schließt schließen formatier formatiere formatiert formatieren gliedere gliedert gliedern
präsentier präsentiere präsentiert präsentieren stell stelle stellt darstellen füg füge
hinzufügen druck drucke druckt drucken trenn trenne trennt trennen ordne ordnet ordnen
strukturier strukturiere strukturiert strukturieren nenn nenne nennt nennen setze setz setzen
zurückgeben ausgabe markier markiere markiert markieren`,
		"thinkVerb": `denk denke denkt denken überleg überlege überlegt überlegen bedenk bedenke bedenkt bedenken
berücksichtig berücksichtige berücksichtigt berücksichtigen analysier analysiere analysiert
analysieren identifizier identifiziere identifiziert identifizieren bestimm bestimme bestimmt
bestimmen ermittle ermittelt ermitteln prüf prüfe prüft prüfen überprüf überprüfe überprüft
überprüfen verifizier verifiziere verifiziert verifizieren vergleich vergleiche vergleicht
vergleichen bewerte bewertet bewerten beurteil beurteile beurteilt beurteilen wäge wäg abwägen
untersuch untersuche untersucht untersuchen lies lest lesen durchdenk durchdenke durchdenkt
durchdenken sammle sammelt sammeln zerleg zerlege zerlegt zerlegen plan plane plant planen
entscheide entscheidet entscheiden folgere folgert folgern leite leiten ableiten berechne
berechnet berechnen rechne rechnen lös löse löst lösen reflektier reflektiere reflektiert
reflektieren kritisier kritisiere kritisiert kritisieren teste testet testen bestätig bestätige
bestätigt bestätigen schätz schätze schätzt schätzen versteh verstehe versteht verstehen
erinnere erinnern finde find finden herausfinden erkenn erkenne erkennt erkennen trenn trenne
trennt trennen isolier isoliere isoliert isolieren vereinfach vereinfache vereinfacht
vereinfachen betrachte betrachtet betrachten begründe begründen schlussfolgere schlussfolgern
hinterfrage hinterfragen`,
		"format": `anführungszeichen klammern titel sternchen liste listen aufzählung aufzählungen aufzählungspunkt aufzählungspunkte aufzählungspunkten
aufzählungszeichen stichpunkt stichpunkte stichpunkten stichpunktliste stichpunktlisten
spiegelstrich spiegelstriche nummeriert nummerierte nummerierten nummerierter nummeriertes
nummeriertem tabelle tabellen spalte spalten zeile zeilen json yaml csv tsv xml html markdown
überschrift überschriften zwischenüberschrift zwischenüberschriften abschnitt abschnitte
abschnitten gliederung schema feld felder feldern schlüssel objekt objekte array arrays
codeblock codeblöcke code-block vorlage vorlagen checkliste matrix raster diagramm diagramme
grafik flussdiagramm zeitleiste zeitstrahl fett kursiv bildunterschrift betreffzeile betreff
absatz absätze absätzen satz sätze sätzen wort wörter wörtern zeichen einzeilig einzeilige
einzeiligen einzeiliger einzeiliges einzeiligem block blöcke wörterbuch kommagetrennt
kommagetrennte kommagetrennten kommagetrennter kommagetrenntes kommagetrenntem fließtext prosa
stichworte stichwörter markdown-liste markdown-listen markdown-tabelle aufzählungsliste
nummerierung`,
		"deliverable": `aufsatz aufsätze essay essays e-mail e-mails email emails mail mails brief briefe memo notiz
bericht berichte artikel beitrag beiträge post posts blog blogbeitrag blogbeiträge blogartikel
blogpost tweet tweets thread gedicht gedichte haiku haikus sonett limerick geschichte
geschichten erzählung erzählungen kurzgeschichte kurzgeschichten skript drehbuch dialog rede
reden slogan slogans werbeslogan claim tagline schlagzeile schlagzeilen überschrift
überschriften titel zusammenfassung zusammenfassungen abstract funktion funktionen modul
programm programme abfrage abfragen befehl befehle regex sql rezept rezepte reiseplan reiseroute
agenda tagesordnung plan pläne lehrplan lektion unterrichtsstunde quiz karteikarten faq glossar
lebenslauf cv anschreiben bewerbung angebot vorschlag konzept newsletter beschreibung
produktbeschreibung rezension kritik leitfaden anleitung tutorial vergleich gliederung liste
tabelle code übersetzung bildunterschrift nachricht analyse erklärung definition witz witze
rätsel lied lieder songtext liedtext anzeige anzeigen werbeanzeige stellenanzeige werbetext text
texte pitch biografie nachruf ankündigung einladung trinkspruch trauerrede fragebogen umfrage
bewertungsraster präsentation folien handout flyer broschüre merkblatt checkliste betreffzeile
vorschautext suchanzeige skizze zeitplan`,
		"unit": `wort wörter wörtern worte worten satz sätze sätzen absatz absätze absätzen zeile zeilen zeichen
buchstaben seite seiten stichpunkt stichpunkte stichpunkten aufzählungspunkt aufzählungspunkte
aufzählungspunkten punkt punkte punkten element elemente elementen beispiel beispiele beispielen
schritt schritte schritten abschnitt abschnitte abschnitten folie folien minute minuten min
sekunde sekunden stunde stunden std tag tage tagen woche wochen monat monate monaten jahr jahre
jahren prozent kb mb gb ms token tokens spalte spalten idee ideen option optionen variante
varianten tipp tipps frage fragen grund gründe gründen teil teile teilen vorschlag vorschläge
vorschlägen strophe strophen silben kapitel portionen begriffe einträge zeichenanzahl`,
		"number": `zwei drei vier fünf sechs sieben acht neun zehn elf zwölf fünfzehn zwanzig dreißig vierzig
fünfzig hundert tausend dutzend einzig einzige einzigen einziger einziges einzigem einzeln
einzelne einzelnen einzelner einzelnes einzelnem hälfte halbe halben zweimal dreimal`,
		"roleNoun": `experte experten expertin expertinnen fachmann fachfrau fachleute fachkraft spezialist
spezialisten spezialistin profi profis berater beraterin ratgeber assistent assistentin
assistenten assistenzkraft guru meister autorität helfer helferin agent bot chatbot ki modell
system tool werkzeug person partner partnerin coach mentor mentorin begleiter genie zauberer
veteran autor autorin schreiber verfasser ersteller generator übersetzer übersetzerin`,
		"style": `ton tonfall tonalität stimme register stil formell formelle formellen formeller formelles
formellem informell informelle informellen informeller informelles informellem locker lockere
lockeren lockerer lockeres lockerem freundlich freundliche freundlichen freundlicher
freundliches freundlichem herzlich herzliche herzlichen herzlicher herzliches herzlichem warm
warme warmen warmer warmes warmem positiv positive positiven positiver positives positivem
verspielt verspielte verspielten verspielter verspieltes verspieltem humorvoll humorvolle
humorvollen humorvoller humorvolles humorvollem lustig lustige lustigen lustiger lustiges
lustigem witzig witzige witzigen witziger witziges witzigem ernst ernste ernsten ernster ernstes
ernstem seriös seriöse seriösen seriöser seriöses seriösem neutral neutrale neutralen neutraler
neutrales neutralem sachlich sachliche sachlichen sachlicher sachliches sachlichem empathisch
empathische empathischen empathischer empathisches empathischem einfühlsam einfühlsame
einfühlsamen einfühlsamer einfühlsames einfühlsamem überzeugend überzeugende überzeugenden
überzeugender überzeugendes überzeugendem umgangssprachlich umgangssprachliche
umgangssprachlichen umgangssprachlicher umgangssprachliches umgangssprachlichem akademisch
akademische akademischen akademischer akademisches akademischem wissenschaftlich
wissenschaftliche wissenschaftlichen wissenschaftlicher wissenschaftliches wissenschaftlichem
technisch technische technischen technischer technisches technischem einfache einfachen
einfacher einfaches verständlich verständliche verständlichen verständlicher verständliches
verständlichem jargonfrei jargonfreie jargonfreien jargonfreier jargonfreies jargonfreiem
fachjargon jargon fachbegriffe fachsprache klischees floskeln journalistisch journalistische
journalistischen journalistischer journalistisches journalistischem begeistert begeisterte
begeisterten begeisterter begeistertes begeistertem ermutigend ermutigende ermutigenden
ermutigender ermutigendes ermutigendem motivierend motivierende motivierenden motivierender
motivierendes motivierendem inspirierend inspirierende inspirierenden inspirierender
inspirierendes inspirierendem sanft sanfte sanften sanfter sanftes sanftem direkt direkte
direkten direkter direktes direktem unverblümt unverblümte unverblümten unverblümter
unverblümtes unverblümtem respektvoll respektvolle respektvollen respektvoller respektvolles
respektvollem höflich höfliche höflichen höflicher höfliches höflichem sarkastisch sarkastische
sarkastischen sarkastischer sarkastisches sarkastischem optimistisch optimistische
optimistischen optimistischer optimistisches optimistischem wortschatz vokabular duzen siezen
du-form sie-form dringlich dringliche dringlichen dringlicher dringliches dringlichem elegant
elegante eleganten eleganter elegantes elegantem ruhig ruhige ruhigen ruhiger ruhiges ruhigem
geduldig geduldige geduldigen geduldiger geduldiges geduldigem persönlich persönliche
persönlichen persönlicher persönliches persönlichem gehoben gehobene gehobenen gehobener
gehobenes gehobenem alltagssprache alltagswörter leichte leichter`,
		"audience": `anfänger anfängerin anfängern einsteiger einsteigern neulinge neulingen laien laie schüler
schülerin schülerinnen schülern student studenten studentin studierende studierenden kind kinder
kindern jugendliche jugendlichen teenager erwachsene erwachsenen eltern lehrer lehrerin
lehrkräfte lehrkräften entwickler entwicklern entwicklerinnen ingenieure ingenieuren
führungskräfte führungskräften manager managern investoren investorinnen anleger anlegern kunden
kundinnen kundschaft klienten patienten patientinnen leser leserin leserinnen lesern leserschaft
publikum zielgruppe stakeholder team kollegen kolleginnen mitarbeiter mitarbeitern mitarbeitende
mitarbeitenden praktikanten vorstand geschäftsführung hausbesitzer mieter mietern senioren
seniorinnen rentner rentnern klassen grundschüler erstsemester forschende forscher
wissenschaftler ärzte ärztinnen pflegekräfte juristen anwälte recruiter bewerber bewerberinnen
käufer käufern abonnenten follower fans zuschauer zuhörer hörer nutzer nutzern nutzerinnen
benutzer benutzern besucher besuchern mitglieder mitgliedern menschen öffentlichkeit
gemeinschaft community kleinkinder berufstätige berufstätigen fachpublikum familien gäste
fachfremde fachfremden nichtfachleute analysten kundin kunde`,
		"vague": `etwas irgendwas irgendetwas zeug kram dinge ding sachen irgendwie irgendein irgendeine
irgendeinen irgendwelche sowas sonstiges`,
		"material": `text texte textes dokument dokumente dokuments artikel aufsatz essay bericht berichts transkript
protokoll e-mail e-mails email mail code quellcode daten datensatz datensätze tabelle passage
absatz auszug ausschnitt snippet eingabe eingaben datei dateien log logs logdatei nachricht
nachrichten unterhaltung gespräch chat chatverlauf verlauf thread feedback rückmeldungen
bewertung bewertungen rezension rezensionen vertrag vertrags vereinbarung rechnung
zusammenfassung paper studie geschichte inhalt inhalte liste notizen satz sätze wörter zahlen
abfrage schema tabellenkalkulation csv json beschreibung zitat zitate gedicht kommentar
kommentare transkripte`,
		"quality": `detailliert detaillierte detaillierten detaillierter detailliertes detailliertem kreativ
kreative kreativen kreativer kreatives kreativem innovativ innovative innovativen innovativer
innovatives innovativem umfassend umfassende umfassenden umfassender umfassendes umfassendem
prägnant prägnante prägnanten prägnanter prägnantes prägnantem gründlich gründliche gründlichen
gründlicher gründliches gründlichem ansprechend ansprechende ansprechenden ansprechender
ansprechendes ansprechendem überzeugend überzeugende überzeugenden überzeugender überzeugendes
überzeugendem professionell professionelle professionellen professioneller professionelles
professionellem klar klare klaren klarer klares klarem einfache einfachen einfacher einfaches
kurz kurze kurzen kurzer kurzes kurzem knapp knappe knappen knapper knappes knappem spezifisch
spezifische spezifischen spezifischer spezifisches spezifischem konkret konkrete konkreten
konkreter konkretes konkretem wichtigst wichtigste wichtigsten wichtigster wichtigstes
wichtigstem wesentlich wesentliche wesentlichen wesentlicher wesentliches wesentlichem
einzigartig einzigartige einzigartigen einzigartiger einzigartiges einzigartigem praktisch
praktische praktischen praktischer praktisches praktischem praxisnah praxisnahe praxisnahen
praxisnaher praxisnahes praxisnahem effektiv effektive effektiven effektiver effektives
effektivem originell originelle originellen origineller originelles originellem eingängig
eingängige eingängigen eingängiger eingängiges eingängigem einprägsam einprägsame einprägsamen
einprägsamer einprägsames einprägsamem lustig lustige lustigen lustiger lustiges lustigem witzig
witzige witzigen witziger witziges witzigem formell formelle formellen formeller formelles
formellem informell informelle informellen informeller informelles informellem freundlich
freundliche freundlichen freundlicher freundliches freundlichem höflich höfliche höflichen
höflicher höfliches höflichem ehrlich ehrliche ehrlichen ehrlicher ehrliches ehrlichem
ausgewogen ausgewogene ausgewogenen ausgewogener ausgewogenes ausgewogenem objektiv objektive
objektiven objektiver objektives objektivem ausführlich ausführliche ausführlichen ausführlicher
ausführliches ausführlichem schrittweise schrittweisen schrittweiser schrittweises schrittweisem
vollständig vollständige vollständigen vollständiger vollständiges vollständigem genau genaue
genauen genauer genaues genauem realistisch realistische realistischen realistischer
realistisches realistischem anschaulich anschauliche anschaulichen anschaulicher anschauliches
anschaulichem interaktiv interaktive interaktiven interaktiver interaktives interaktivem
anfängerfreundlich anfängerfreundliche anfängerfreundlichen anfängerfreundlicher
anfängerfreundliches anfängerfreundlichem umsetzbar umsetzbare umsetzbaren umsetzbarer
umsetzbares umsetzbarem inspirierend inspirierende inspirierenden inspirierender inspirierendes
inspirierendem informativ informative informativen informativer informatives informativem
unterhaltsam unterhaltsame unterhaltsamen unterhaltsamer unterhaltsames unterhaltsamem humorvoll
humorvolle humorvollen humorvoller humorvolles humorvollem emotional emotionale emotionalen
emotionaler emotionales emotionalem persönlich persönliche persönlichen persönlicher
persönliches persönlichem verständlich verständliche verständlichen verständlicher
verständliches verständlichem leicht leichte leichten leichter leichtes leichtem übersichtlich
übersichtliche übersichtlichen übersichtlicher übersichtliches übersichtlichem strukturiert
strukturierte strukturierten strukturierter strukturiertes strukturiertem haupt haupte haupten
haupter hauptes hauptem`,
		"period": `heute heutig heutige heutigen heutiger heutiges heutigem morgen gestern aktuell aktuelle
aktuellen aktueller aktuelles aktuellem derzeit derzeitig derzeitige derzeitigen derzeitiger
derzeitiges derzeitigem momentan zurzeit jetzt neuest neueste neuesten neuester neuestes
neuestem jüngst jüngste jüngsten jüngster jüngstes jüngstem letzt letzte letzten letzter letztes
letztem kürzlich bald kommend kommende kommenden kommender kommendes kommendem nächst nächste
nächsten nächster nächstes nächstem woche wochen wöchentlich wöchentliche wöchentlichen
wöchentlicher wöchentliches wöchentlichem wochenende monat monats monatlich monatliche
monatlichen monatlicher monatliches monatlichem jahr jahres jährlich jährliche jährlichen
jährlicher jährliches jährlichem quartal quartals quartalsweise vierteljährlich vierteljährliche
vierteljährlichen vierteljährlicher vierteljährliches vierteljährlichem saison jahreszeit
täglich tägliche täglichen täglicher tägliches täglichem vormittag nachmittag abend abends
morgens nacht jahrhundert jahrzehnt januar jänner februar märz april mai juni juli august
september oktober november dezember montag dienstag mittwoch donnerstag freitag samstag
sonnabend sonntag frühling frühjahr sommer herbst winter tag tage`,
		"criterion": `best beste besten bester bestes bestem schlechtest schlechteste schlechtesten schlechtester
schlechtestes schlechtestem höchst höchste höchsten höchster höchstes höchstem niedrigst
niedrigste niedrigsten niedrigster niedrigstes niedrigstem günstigst günstigste günstigsten
günstigster günstigstes günstigstem billigst billigste billigsten billigster billigstes
billigstem schnellst schnellste schnellsten schnellster schnellstes schnellstem langsamst
langsamste langsamsten langsamster langsamstes langsamstem größt größte größten größter größtes
größtem kleinst kleinste kleinsten kleinster kleinstes kleinstem meist meiste meisten meister
meistes meistem wenigst wenigste wenigsten wenigster wenigstes wenigstem beliebtest beliebteste
beliebtesten beliebtester beliebtestes beliebtestem beliebt beliebte beliebten beliebter
beliebtes beliebtem bestbewertet bestbewertete bestbewerteten bestbewerteter bestbewertetes
bestbewertetem meistverkauft meistverkaufte meistverkauften meistverkaufter meistverkauftes
meistverkauftem bestseller nächstgelegen nächstgelegene nächstgelegenen nächstgelegener
nächstgelegenes nächstgelegenem neuest neueste neuesten neuester neuestes neuestem ältest
älteste ältesten ältester ältestes ältestem längst längste längsten längster längstes längstem
kürzest kürzeste kürzesten kürzester kürzestes kürzestem stärkst stärkste stärksten stärkster
stärkstes stärkstem sicherst sicherste sichersten sicherster sicherstes sicherstem gesündest
gesündeste gesündesten gesündester gesündestes gesündestem günstiger günstigere günstigeren
günstigerer günstigeres günstigerem schneller schnellere schnelleren schnellerer schnelleres
schnellerem besser bessere besseren besserer besseres besserem ranking rangliste bewertet
bewertete bewerteten bewerteter bewertetes bewertetem am-besten`,
		"open": `einige einigen einiger paar mehrere mehreren verschiedene verschiedenen diverse ideen idee tipps
tipp vorschläge vorschlag anregungen anregung optionen möglichkeiten empfehlungen inspiration
ressourcen usw etc irgendwelche manche`,
		"limit": `unter höchstens maximal max mindestens minimal min weniger innerhalb zu über mehr budget
obergrenze untergrenze bis`,
		"shape": `absatz absätze absätzen satz sätze sätzen zeile zeilen stichpunkt stichpunkte stichpunkten aufzählungspunkt aufzählungspunkte aufzählungspunkten punkt punkte punkten abschnitt abschnitte abschnitten folie folien teil teile teilen spalte spalten`,
	},
	cues: map[string]string{
		"role": `du bist ein|du bist eine|du bist der|du bist die|du bist|sie sind ein|sie sind eine|sie sind der|
sie sind die|agiere als|agieren sie als|handle als|handeln sie als|verhalte dich wie|
verhalte dich als|tu so als wärst du|tu so als ob du|stell dir vor du bist|
stell dir vor du wärst|stelle dir vor du bist|stellen sie sich vor sie sind|
versetz dich in die rolle|versetze dich in die rolle|versetz dich in|versetze dich in|
schlüpfe in die rolle|schlüpf in die rolle|übernimm die rolle|übernehmen sie die rolle|
nimm die rolle|in der rolle|deine rolle ist|deine rolle|ihre rolle ist|als experte|als expertin|
du agierst als|du fungierst als|fungiere als|sei ein|sei eine|du bist jetzt|du bist nun|
du spielst|spiele die rolle|spiel die rolle|aus sicht eines|aus sicht einer|
aus der perspektive eines|aus der perspektive einer|du arbeitest als|du bist als`,
		"notRole": `du bekommst|du erhältst|du wirst gleich|du bist dafür|du bist verantwortlich|du bist zuständig|
du bist nicht|du bist eine ki|du bist ein ki|du bist unsicher|du bist dir|du bist fertig|
du bist damit|du bist beauftragt|du sollst|du musst|du darfst|du kannst|sie erhalten|
sie bekommen|sie sind verantwortlich|sie sind dafür|sie sind nicht|sie sollen|
du hast die aufgabe|du schreibst gerade|du arbeitest an`,
		"self": `ich bin|ich arbeite|ich schreibe gerade|ich plane|ich baue|ich bereite|ich versuche|ich suche|
ich bin neu|ich bin gerade|ich habe|ich hatte|ich war|ich leite|ich führe|ich betreibe|
ich unterrichte|ich studiere|ich lebe|ich wohne|ich brauche das|ich gebe dir|wir sind|wir haben|
wir betreiben|wir verkaufen|wir bieten|wir entwickeln|wir brauchen das|wir planen|unser team|
unser unternehmen|unsere firma|unser produkt|unser startup|unser verein|unsere organisation|
unsere schule|unser geschäft|unsere app|unsere website|unsere kunden|unsere nutzer|
unsere investoren|unsere klienten|unser laden|unser shop|unser restaurant|unser publikum|
unsere zielgruppe|mein team|meine firma|mein unternehmen|mein geschäft|mein chef|meine chefin|
mein vorgesetzter|meine vorgesetzte|meine schüler|meine klasse|meine kinder|mein sohn|
meine tochter|meine frau|mein mann|mein partner|meine partnerin|meine eltern|mein freund|
meine freundin|mein ziel|meine leser|meine website|mein blog|mein startup|meine app|mein projekt|
mein kunde|meine kundin|meine kunden|meine nutzer|das ist für|es ist für|der kunde|die kundin|
der nutzer|die nutzerin|das team|ein nutzer fragt|der nutzer fragt|nutzer fragen|ein kunde fragt|
der kunde fragt|kunden fragen|das thema ist|mein thema ist|die zielgruppe ist|dein klient|
deine klientin|dein kunde|deine kunden|die familie|eine familie|analysten stellen`,
		"audience": `für anfänger|für einsteiger|für laien|für schüler|für schülerinnen|für studenten|für studierende|
für kinder|für ein kind|für jugendliche|für teenager|für erwachsene|für entwickler|
für ingenieure|für führungskräfte|für manager|für investoren|für anleger|für kunden|
für patienten|für leser|für ein publikum|für ein breites publikum|für ein allgemeines publikum|
für nicht-techniker|für fachfremde|für experten|für fachleute|für profis|für mein team|
für unser team|für das team|für den vorstand|für die geschäftsführung|für meine schüler|
für meine klasse|für die grundschule|für die oberstufe|für die mittelstufe|für die uni|
für erstsemester|für neue|für jemanden|für menschen|für eine gruppe|für senioren|für eltern|
für berufstätige|richtet sich an|gerichtet an|zielgruppe|gedacht für|geschrieben für|
zugeschnitten auf|ausgerichtet auf|die leser sind|leser sind|als wäre ich|als ob ich|
wie für ein kind|einem kind|einem anfänger|einem laien|jemandem der|jemandem ohne|
für jemanden ohne|für jemanden der|in einfachen worten|in einfacher sprache|in leichter sprache|
laienverständlich|die neu sind|der neu ist|die noch nie|der noch nie|jahre alt|jährige|jährigen|
klassenstufe|auf dem niveau|sprachniveau|im gespräch mit|du sprichst mit|du chattest mit|
du antwortest|du schreibst an|sprichst mit|chattest mit`,
		"purpose": `damit ich|damit wir|damit sie|damit er|damit die|damit der|damit das|damit man|damit du|um zu|
das ziel ist|ziel ist|der zweck ist|zweck ist|mein ziel ist|unser ziel ist|es geht darum|
die idee ist|wird verwendet|soll verwendet werden|verwendet werden|ich werde es verwenden|
ich nutze es|wir nutzen es|ich brauche es für|ich brauche das für|wir brauchen es für|
zur verwendung in|um mir zu helfen|um uns zu helfen|weil ich|weil wir|da ich|da wir|
für meine präsentation|für eine präsentation|für meinen bericht|für einen bericht|
für meinen unterricht|für ein meeting|für unser meeting|für meinen blog|für unseren blog|
für unsere website|für meine website|für einen newsletter|für unseren newsletter|
für ein vorstellungsgespräch|für mein vorstellungsgespräch|für eine bewerbung|für meinen job|
zum zweck|zu diesem zweck|so dass|sodass|erfolg bedeutet|erfolg heißt|soll helfen|sollen helfen|
soll dazu dienen|dient dazu|hilft mir`,
		"reference": `der folgende|die folgende|das folgende|den folgenden|dem folgenden|der folgenden|die folgenden|
folgender|folgendes|folgende|unten|untenstehend|untenstehende|untenstehenden|nachfolgend|
nachfolgende|nachfolgenden|hier ist|hier sind|anbei|angehängt|angehängte|angehängten|beigefügt|
beigefügte|beigefügten|bereitgestellt|bereitgestellte|bereitgestellten|gegeben|gegebene|
gegebenen|vorliegende|vorliegenden|oben|obige|obigen|oben genannte|oben genannten|dieser text|
diesen text|dieses dokument|diese daten|diese e-mail|diesen artikel|dieser artikel|diesen code|
dieser code|diesen bericht|diese tabelle|diese liste|diese nachricht|diese nachrichten|
diese funktion|diesen vertrag|dieses gedicht|diese geschichte|diesen absatz|diesen satz|
diese abfrage|dieses skript|ich gebe dir|ich füge|ich schicke dir|ich sende dir|du erhältst|
du bekommst|wird bereitgestellt|werden bereitgestellt|ist angehängt|sind angehängt|
verwende diese|verwende die folgenden|nutze die folgenden|auf grundlage|anhand der|anhand des|
anhand dieser|anhand dieses|basierend auf`,
		"binding": `muss|müssen|musst|müsst|soll|sollen|sollst|sollte|sollten|darf nicht|dürfen nicht|darfst nicht|
darf kein|darf keine|dürfen keine|erforderlich|benötigt|zwingend|unbedingt|stelle sicher|
stell sicher|sorge dafür|achte darauf|achten sie darauf|immer|stets|nie|niemals|keinesfalls|
auf keinen fall|unter keinen umständen|nur|ausschließlich|lediglich|vermeide|vermeiden|
verzichte auf|höchstens|mindestens|maximal|nicht mehr als|nicht weniger als|begrenzt auf|
beschränkt auf|beschränke dich|streng|strikt|halte dich an|einhalten|verboten|nicht erlaubt|
erlaubt|untersagt|es ist wichtig|wichtig ist|denk daran|denke daran|vergiss nicht|sei vorsichtig|
pass auf|kein jargon|keine emojis|keine hashtags|keine fachbegriffe|sei präzise|sei kurz|
fasse dich kurz|sei ehrlich|sei freundlich|sei höflich|kein|keine|keinen|bleib|bleibe`,
		"require": `behalte|beibehalten|bleib bei|bleibe bei|halte|wahre|bewahre|verwende nur|nutze nur|
verwende ausschließlich|schließe aus|ausschließen|außer|ausgenommen|es sei denn|andernfalls|
statt|anstatt|stattdessen|anstelle|beschränke|begrenze|enthalte|einschließlich|inklusive|
füge hinzu|nenne|erwähne|berücksichtige|decke ab|konzentriere dich auf|beachte|befolge|folge|
zitiere|gib quellen|für jede|für jeden|für jedes|jeweils|ohne|bis zu|weniger als|genau|
auf deutsch|auf englisch|in deutscher sprache|auf französisch|auf spanisch|in der sprache|
verwende|nutze|übernimm`,
		"length": `unter|höchstens|maximal|max|nicht mehr als|nicht länger als|weniger als|bis zu|mindestens|
nicht weniger als|genau|zwischen|kurz|kurze|kurzen|kurzer|kürzer|knapp|knappe|prägnant|prägnante|
in aller kürze|einzeilig|einzeilige|eine zeile|einen satz|ein satz|einem satz|einen absatz|
ein absatz|einem absatz|einzigen satz|einzigen absatz|ein paar sätze|wenigen sätzen|
ein paar wörter|wenigen worten|in wenigen|länge|lang|lange|wortlimit|wortgrenze|
zeichenbegrenzung|zeichenlimit|oder weniger|wörter oder weniger|zeichen oder weniger|tl dr|tldr|
fasse dich kurz|beschränke dich auf`,
		"fallback": `wenn du nicht|wenn du es nicht|falls du nicht|wenn es keine|wenn es kein|wenn es nicht|
falls es keine|falls es kein|wenn du unsicher bist|wenn du dir nicht sicher bist|
falls du unsicher bist|im zweifel|im zweifelsfall|wenn unklar|falls unklar|wenn die|wenn der|
wenn das|wenn ein|wenn eine|wenn einer|wenn keine|wenn kein|wenn nichts|falls die|falls der|
falls das|falls ein|falls eine|falls keine|falls kein|falls nichts|sollte die|sollte der|
sollte das|sollte es|wenn sich|falls sich|wenn er|wenn sie|wenn jemand|wenn der nutzer|
wenn der kunde|wenn ein kunde|wenn ein nutzer|andernfalls|sonst|ansonsten|für den fall|im fall|
sag dass du es nicht weißt|sag ich weiß es nicht|antworte nur wenn|nicht genug informationen|
zu wenig informationen|unzureichende informationen|erfinde nichts|erfinde keine|
denk dir nichts aus|denk dir keine|rate nicht|nicht raten|niemals erfinden|halluziniere nicht|
keine relevanten|wenn du etwas nicht weißt`,
		"format": `format|formatiert|formatiere|formatierung|antworte mit|antworte in|antworte als|antworte im|
antworten sie mit|antworten sie in|gib aus|im format|in form|in form von|in form einer|
in form eines|als tabelle|als liste|als json|als aufzählung|als stichpunkte|als stichpunktliste|
als nummerierte|in einer tabelle|in einer liste|in stichpunkten|in json|in markdown|in yaml|
als csv|mit markdown|mit aufzählungspunkten|mit stichpunkten|mit einer tabelle|gliedere|gliedern|
strukturiere|ordne|beginne mit|beginn mit|fang mit|fange mit|starte mit|ende mit|schließe mit|
gefolgt von|in anführungszeichen|stelle dar|stell dar|stelle das|stelle die|stelle den|
stelle jeden|stelle jede|präsentiere|in einer eigenen zeile|eine pro zeile|einen pro zeile|
pro zeile|getrennt durch|trenne|die struktur|folgendes format|folgende struktur|folgende vorlage|
dieses format|diese struktur|diese vorlage|layout|aufbau|die ausgabe sollte|die ausgabe muss|
deine ausgabe|die antwort sollte|deine antwort sollte|die antwort muss|deine antwort muss|
formatiert sein|gib nur|nur die ausgabe|im folgenden format|in diesem format|nach diesem schema|
nach folgendem schema|unter den überschriften|mit den spalten|mit den feldern|
mit der überschrift|mit einer überschrift|als überschrift|als markdown|als fließtext`,
		"example": `zum beispiel|z b|z.b|beispielsweise|hier ist ein beispiel|hier sind einige beispiele|
hier sind beispiele|ein beispiel für|beispiele für|beispiel für|beispielausgabe|beispieleingabe|
beispielantwort|wie etwa|wie zum beispiel|wie folgt|siehe beispiel|siehe die beispiele|
folgendes beispiel|folgende beispiele|dieses beispiel|diese beispiele|beispiel 1|beispiel 2|
beispiel eins|als beispiel|bsp|etwa so|so etwa`,
		"imitate": `gleiche sprache|selben sprache|gleichen stil|gleicher stil|selben stil|gleichen ton|selben ton|
gleiche format|gleichen format|im stil von|im stil des|im stil der|im stil eines|im stil einer|
in der art von|im tonfall von|im ton von|ahme nach|imitiere|imitieren|nachahmen|
orientiere dich am|orientiere dich an|wie im beispiel|wie in den beispielen|wie das beispiel|
ähnlich wie|ähnlich dem|auf grundlage der bereitgestellten`,
		"reason": `schritt für schritt|schrittweise|denk|denke|denken|denk nach|denke nach|denk gründlich|
denke gründlich|denk sorgfältig|überlege|überleg|überlegen|überlege dir|begründe|begründen|
begründung|argumentiere|lass uns nachdenken|lass uns schritt für schritt|atme tief durch|
arbeite durch|gehe durch|geh durch|zeige deinen rechenweg|zeig deinen rechenweg|rechenweg|
lösungsweg|zeige deine überlegungen|zeig deine überlegungen|erkläre deine überlegungen|
erkläre deine begründung|erläutere deine überlegungen|gedankenkette|zerlege|zerleg|gedankengang|
analysiere|analysieren|bedenke|berücksichtige|finde heraus|wäge ab|wäge|reflektiere|
tritt einen schritt zurück|eins nach dem anderen|einen schritt nach dem anderen`,
		"sequence": `zuerst|zunächst|als erstes|erstens|zweitens|drittens|dann|danach|anschließend|daraufhin|
als nächstes|schließlich|zuletzt|abschließend|zum schluss|am ende|nachdem|sobald|sobald du|
wenn du fertig bist|nachdem du|beginne damit|fang damit an|schritt 1|schritt 2|schritt eins|
schritt zwei|gefolgt von|und dann|erst dann|im ersten schritt|im zweiten schritt|
im nächsten schritt|im anschluss`,
		"verify": `überprüfe deine|prüfe deine|prüfe nochmal|prüfe noch einmal|überprüfe nochmal|prüfe ob|
prüfe dass|prüfe die|prüfe den|prüfe das|prüfe jede|prüfe jeden|überprüfe ob|überprüfe die|
überprüfe das|überprüfe den|kontrolliere deine|kontrolliere ob|kontrolliere die|
vergewissere dich|verifiziere|validiere|teste deine|doppelt prüfen|gegenprüfen|gegenchecken|
lies noch einmal|lies nochmal|lies erneut|bestätige dass|plausibilitätsprüfung|
plausibilitätscheck|korrekturlesen|durch einsetzen|prüfe es|prüfe sie|stelle sicher dass`,
		"scratch": `notizblock|scratchpad|denkprozess|gedankengang|gedankenprozess|denk-tags|thinking-tags|
innerer monolog|in thinking|und erst dann|erst dann`,
		"before": `bevor du antwortest|vor der antwort|vor deiner antwort|bevor du schreibst|bevor du beginnst|
bevor du anfängst|bevor du loslegst|bevor du die antwort|bevor sie antworten|vor dem antworten|
vor dem schreiben|ehe du antwortest`,
		"ask": `stelle mir fragen|stell mir fragen|stell mir rückfragen|stelle rückfragen|stell rückfragen|
rückfragen|rückfrage|klärende fragen|verständnisfragen|frag mich|frage mich|bis du genug|
bis du genügend|bis du alle|wenn etwas unklar ist|falls etwas unklar ist|
wenn dir etwas unklar ist|falls dir etwas unklar`,
		"frame": `deine aufgabe ist|deine aufgabe besteht|deine aufgabe lautet|deine aufgabe|deine arbeit ist|
dein job ist|dein ziel ist|deine mission ist|die aufgabe ist|die aufgabe lautet|die frage ist|
die frage lautet|die anfrage ist|ich möchte dass du|ich will dass du|ich brauche|ich möchte|
ich will|ich hätte gern|ich hätte gerne|ich würde gerne|hilf mir|kannst du|könntest du|
würdest du|wirst du|bitte|du wirst|du musst|du sollst|ich bitte dich|ihre aufgabe ist|
ihre aufgabe besteht|können sie|könnten sie|würden sie`,
		"polite": `könntest du bitte|würdest du bitte|kannst du bitte|könnten sie bitte|würden sie bitte|
können sie bitte|wärst du so nett|wären sie so nett|wärst du so freundlich|
wären sie so freundlich|sei so nett|sei so gut|freundlicherweise|würde es dir etwas ausmachen|
wenn es nicht zu viel|wenn es keine umstände|ich wäre dir dankbar|ich wäre ihnen dankbar|
ich wäre sehr dankbar|ich würde mich freuen|es wäre toll wenn|es wäre schön wenn|
wenn du zeit hast|ich frage mich ob|ich habe mich gefragt|meinst du du könntest|wäre es möglich|
ist es möglich|bitte bitte`,
		"greeting": `hallo|hi|hey|guten morgen|guten tag|guten abend|moin|servus|grüß gott|grüezi|sehr geehrte|
sehr geehrter|danke|vielen dank|danke schön|dankeschön|danke im voraus|vielen dank im voraus|
besten dank|herzlichen dank|viele grüße|liebe grüße|beste grüße|mit freundlichen grüßen|lg|vg|
mfg`,
		"vagueVerb": `erzähl mir von|erzähl mir über|erzähle mir von|erzähle mir über|erzähl mir etwas|erzähl was|
sag mir etwas über|sprich über|rede über|hilf mir bei|hilf mir mit|hilf bei|mach etwas|
kümmere dich um|kümmer dich um|arbeite an|schau dir an|schau mal|sieh dir an|mach das|mach es|
reparier das|reparier es|etwas über|gedanken zu|was hältst du von|was meinst du zu|
wie wäre es mit|was ist mit|infos zu|infos über|informationen zu|informationen über|irgendwas zu|
irgendwas über`,
		"gimmick": `trinkgeld|ich gebe dir trinkgeld|ich zahle dir|ich bezahle dich|ich gebe dir 200|bestraft|
bestrafung|du wirst bestraft|du verlierst|belohnung|ich belohne dich|200 $|200 euro|
meine karriere hängt|das ist sehr wichtig für meine karriere|du wirst gefeuert|
du wirst entlassen|antworte natürlich und menschlich|menschenähnlich`,
		"hedge": `falls angebracht|wenn angebracht|wo angebracht|falls nötig|wenn nötig|bei bedarf|nach bedarf|
falls erforderlich|wenn erforderlich|sofern erforderlich|wo nötig|wo hilfreich|falls hilfreich|
wenn hilfreich|wenn möglich|falls möglich|wo möglich|sofern möglich|möglichst|wenn relevant|
falls relevant|wo relevant|gegebenenfalls|ggf|versuche|versuch|fühl dich frei|kannst gerne|
darfst gerne|gerne auch|wenn du kannst|idealerweise|vielleicht|eventuell|evtl|optional|
wo es sinn ergibt|wo es sinn macht|wenn es sinn ergibt|wie du es für richtig hältst|
nach deinem ermessen|nach belieben|wenn du willst|wenn du möchtest|falls du möchtest`,
		"narrow": `mit fokus auf|mit dem fokus auf|mit schwerpunkt auf|mit dem schwerpunkt|schwerpunkt auf|
konzentriere dich auf|konzentrier dich auf|fokussiere dich auf|fokus auf|speziell|spezifisch|
insbesondere|vor allem|besonders|im hinblick auf|hinsichtlich|in bezug auf|bezüglich|
im vergleich zu|verglichen mit|im gegensatz zu|mit blick auf|beschränkt auf|begrenzt auf|
nur über|bezogen auf|im zusammenhang mit|zum thema|rund um`,
		"only": `nur die antwort|nur das ergebnis|nur den code|nur die übersetzung|nur den text|nur das json|
nur die zahl|nur den namen|nur die liste|nur die ausgabe|nur die endgültige|gib nur|antworte nur|
antworte ausschließlich|gib ausschließlich|schreib nur|schreibe nur|liefere nur|nichts anderes|
sonst nichts|kein weiterer text|keinen weiteren text|keinen zusätzlichen text|
kein zusätzlicher text|keine erklärung|keine erklärungen|ohne erklärung|ohne erklärungen|
ohne jede erklärung|ohne kommentar|ohne kommentare|keine kommentare|keinen kommentar|
keine einleitung|ohne einleitung|ohne vorrede|erkläre nicht|erkläre nichts|und nichts weiter|
und sonst nichts|nur ausgeben|gib lediglich|ausschließlich die|ausschließlich den|
ausschließlich das`,
		"negation": `nicht|kein|keine|keinen|keinem|keiner|keines|nie|niemals|ohne|vermeide|vermeiden|nichts|weder|
nein|keinesfalls|verzichte`,
		"depth": `ausführlich|im detail|detailliert|detaillierte|detaillierten|gründlich|umfassend|umfassende|
umfassenden|in die tiefe|eingehend|tiefgehend|tiefgehende|alle informationen|alle nötigen|
alle notwendigen|alle relevanten|erläutere ausführlich|schritt-für-schritt-erklärung|
vollständige erklärung|ausführliche erklärung|bis ins detail|ins detail`,
		"output": `gib aus|gib zurück|zurückgeben|gibt zurück|ausgeben|antworte|antwortet|drucke|ausgabe`,
		"answer": `deine antwort|ihre antwort|deine gesamte antwort|ihre gesamte antwort|die antwort sollte|die antwort muss|
deine ausgabe|ihre ausgabe|in deiner antwort|in ihrer antwort|antworte mit|antworten sie mit|antworte auf|
antworte nur|antworten sie nur|beende deine|beenden sie ihre|beginne deine|beginnen sie ihre|
setze deine|setzen sie ihre|umschließe|formatiere deine`,
	},
	sections: map[string]string{
		"example":    "beispiel beispiele beispielen beispiels muster musterbeispiel musterantwort beispielausgabe beispieleingabe beispielantwort beispielfall beispielfälle demo demonstration bsp",
		"role":       "rolle identität persona persönlichkeit charakter figur wer",
		"format":     "format formatierung ausgabeformat antwortformat ausgabe vorlage struktur schema layout aufbau gliederung darstellung ergebnisformat",
		"constraint": "hinweis hinweise tipp tipps beachte beachten achtung vorsicht warnung regeln regel einschränkungen einschränkung anforderungen anforderung vorgaben vorgabe richtlinien richtlinie beschränkungen beschränkung grenzen wichtig anmerkungen anmerkung bedingungen bedingung rahmenbedingungen ton tonalität stil stilvorgaben länge umfang leitplanken kriterien kriterium verbote no-gos",
		"reasoning":  "schritte schritt vorgehen vorgehensweise prozess ablauf methode methodik verfahren arbeitsablauf arbeitsschritte workflow denken denkweise überlegungen gedanken notizblock analyse plan lösungsweg herangehensweise",
		"context":    "kontext hintergrund hintergrundinformationen hintergründe über situation ausgangslage zielgruppe publikum zweck ziel ziele zielsetzung mission szenario rahmen umfeld zusatzinformationen",
		"material":   "eingabe eingaben eingabedaten text dokument dokumente unterlagen daten datensatz transkript artikel passage inhalt code snippet verlauf gesprächsverlauf unterhaltung e-mail aufsatz bericht vertrag feedback quelle quellen referenz referenzen material materialien anhang auszug",
		"task":       "aufgabe aufgaben aufgabenstellung anweisung anweisungen frage fragen anfrage auftrag problem problemstellung fragestellung arbeitsauftrag instruktion instruktionen",
	},
	kinds: map[string]string{
		"code":        "funktion funktionen code skript script programm programme modul klasse klassen",
		"query":       "abfrage abfragen sql befehl befehle regex query",
		"post":        "post posts beitrag beiträge tweet tweets bildunterschrift caption anzeige anzeigen werbeanzeige suchanzeige slogan tagline claim schlagzeile schlagzeilen überschrift überschriften titel",
		"email":       "e-mail e-mails email mail mails brief briefe nachricht nachrichten notiz memo",
		"summary":     "zusammenfassung zusammenfassungen abstract absatz beschreibung kurzfassung",
		"article":     "blog blogbeitrag blogartikel artikel aufsatz essay bericht newsletter leitfaden ratgeber",
		"haiku":       "haiku haikus",
		"poem":        "gedicht gedichte sonett limerick lied lieder songtext liedtext",
		"story":       "geschichte geschichten erzählung kurzgeschichte drehbuch dialog rede",
		"plan":        "plan pläne reiseplan reiseroute agenda tagesordnung zeitplan",
		"comparison":  "vergleich vergleiche gegenüberstellung",
		"recipe":      "rezept rezepte",
		"lesson":      "lektion unterrichtsstunde stundenentwurf quiz lehrplan unterrichtseinheit",
		"translation": "übersetzung übersetzungen",
		"resume":      "lebenslauf cv",
		"proposal":    "angebot vorschlag projektvorschlag konzept antrag",
	},
	tasks: map[string]string{
		"reason":   "lös löse löst lösen berechne berechnet berechnen rechne rechnet rechnen beweis beweise beweist beweisen leite herleiten debugge debuggen diagnostizier diagnostiziere diagnostiziert diagnostizieren behebe beheben analysier analysiere analysiert analysieren vergleich vergleiche vergleicht vergleichen bewerte bewertet bewerten beurteil beurteile beurteilt beurteilen entscheide entscheidet entscheiden bestimm bestimme bestimmt bestimmen ermittle ermitteln plan plane plant planen schätz schätze schätzt schätzen optimier optimiere optimiert optimieren empfiehl empfehlen wähl wähle wählt wählen auswählen warum wieso weshalb sollte sollten soll klassifizier klassifiziere klassifiziert klassifizieren einstufen rangliste begründe begründen",
		"example":  "klassifizier klassifiziere klassifiziert klassifizieren kategorisier kategorisiere kategorisiert kategorisieren extrahier extrahiere extrahiert extrahieren konvertier konvertiere konvertiert konvertieren wandle umwandeln transformier transformiere transformiert transformieren formatier formatiere formatiert formatieren umformulier umformuliere umformuliert umformulieren formuliere formulieren paraphrasier paraphrasiere paraphrasiert paraphrasieren generier generiere generiert generieren schreib schreibe schreibt schreiben entwirf entwerfen erstell erstelle erstellt erstellen übersetz übersetze übersetzt übersetzen fasse zusammenfassen tweet tweets post posts bildunterschrift slogan slogans tagline titel überschrift überschriften schlagzeile schlagzeilen name namen ideen fragen",
		"debug":    "debugge debuggen diagnostizier diagnostiziere diagnostiziert diagnostizieren behebe beheben repariere reparieren korrigier korrigiere korrigiert korrigieren fehler fehlers fehlschlag absturz stürzt abstürzen schlägt fehlgeschlagen fehlermeldung bug bugs",
		"compare":  "vergleich vergleiche vergleicht vergleichen bewerte bewertet bewerten beurteil beurteile beurteilt beurteilen wähl wähle wählt wählen auswählen entscheide entscheidet entscheiden empfiehl empfehlen ordne rangliste versus vs gegenüber gegenüberstellen",
		"compute":  "lös löse löst lösen berechne berechnet berechnen rechne rechnet rechnen beweis beweise beweist beweisen leite herleiten schätz schätze schätzt schätzen gleichung gleichungen",
		"classify": "klassifizier klassifiziere klassifiziert klassifizieren kategorisier kategorisiere kategorisiert kategorisieren einordnen ordne zuordnen label labels kennzeichne etikettier etikettiere etikettiert etikettieren",
		"plan":     "plan plane plant planen optimier optimiere optimiert optimieren entwirf entwerfen gestalte gestaltet gestalten zeitplan",
	},
	domains: []domain{
		{"fasten studie studien klinisch klinische klinischen randomisiert randomisierte metaanalyse meta-analyse kohorte placebo", "ein klinischer Forscher, der Studienevidenz bewertet"},
		{"diät ernährung kalorien protein eiweiß mahlzeit mahlzeiten vitamin vitamine ernährungsplan abnehmen", "eine Ernährungsberaterin"},
		{"symptom symptome krankheit erkrankung diagnose medikament medikamente medizinisch medizinische patient patienten arzt ärztin gesundheit", "ein Arzt"},
		{"vertrag verträge mietvertrag klausel haftung rechtlich rechtliche gesetz anwalt mieter vermieter dsgvo gericht klage urheberrecht", "ein Anwalt, der auf dieses Rechtsgebiet spezialisiert ist"},
		{"steuer steuern steuererklärung finanzamt abzug abzüge absetzen steuerberater buchhaltung", "ein Steuerberater"},
		{"bitcoin ethereum krypto kryptowährung kryptowährungen token blockchain defi nft wallet solana stablecoin", "ein Analyst für Kryptomärkte"},
		{"investieren investition investitionen geldanlage aktie aktien anleihe anleihen portfolio depot budget finanzen finanziell finanzielle umsatz kredit darlehen hypothek", "ein Finanzanalyst"},
		{"sql abfrage datenbank datenbanken schema tabelle postgres mysql sqlite", "ein Datenbankentwickler"},
		{"python javascript typescript java golang rust c++ ruby php kotlin swift bash shell", "ein erfahrener Softwareentwickler"},
		{"code funktion bug debuggen api skript programm algorithmus regex git docker kubernetes backend frontend", "ein erfahrener Softwareentwickler"},
		{"daten datensatz csv tabellenkalkulation excel statistik statistisch statistische regression kennzahlen dashboard", "ein Datenanalyst"},
		{"gleichung gleichungen integral ableitung algebra geometrie wahrscheinlichkeit beweis mathe mathematik", "ein Mathematiklehrer"},
		{"physik chemie biologie fotosynthese photosynthese zelle molekül quanten klima ökosystem evolution", "ein Lehrer für Naturwissenschaften"},
		{"krieg weltkrieg weltkriegs reich imperium jahrhundert revolution antike mittelalter historisch historische", "ein Historiker"},
		{"marketing kampagne marke seo werbung anzeige anzeigen produktstart kunden verkauf rabatt aktion newsletter", "ein Marketing-Texter"},
		{"lebenslauf bewerbung vorstellungsgespräch karriere einstellung recruiter anschreiben", "ein Karrierecoach"},
		{"unterricht schüler lehrplan klassenzimmer unterrichten lehren quiz lektion", "ein Lehrer"},
		{"rezept rezepte kochen backen zutaten gericht", "ein Koch"},
		{"reise reisen reiseplan urlaub hotel flug", "ein Reiseplaner"},
		{"training workout übung übungen fitness laufen marathon", "ein zertifizierter Personal Trainer"},
		{"gedicht gedichte lyrik haiku sonett limerick vers verse reim", "ein Dichter"},
		{"geschichte roman fiktion figur figuren handlung drehbuch kurzgeschichte", "ein Romanautor"},
		{"blog beitrag artikel aufsatz essay newsletter werbetext schlagzeile tweet linkedin", "ein Redakteur"},
	},
	text: map[string]string{
		"report.score":                      "Prompt-Bewertung",
		"report.grade":                      "Note",
		"report.percentile":                 "Perzentil",
		"report.fixes":                      "Wichtigste Verbesserungen",
		"report.evidence":                   "Begründung",
		"report.missing":                    "fehlt:",
		"band.absent":                       "fehlt",
		"band.bare":                         "allgemein",
		"band.specific":                     "konkret",
		"band.thorough":                     "gründlich",
		"evidence.read":                     "%s, gelesen in %s",
		"report.nofixes":                    "Keine Verbesserung nötig: Jede Dimension, die diese Aufgabe braucht, ist abgedeckt.",
		"warn.percentile_english_reference": "Das Perzentil vergleicht diesen Prompt mit dem Referenzkorpus, der auf Englisch ist.",
		"role.code":                         "ein Softwareentwickler",
		"role.query":                        "ein Datenbankentwickler",
		"role.post":                         "ein Social-Media-Texter",
		"role.email":                        "ein Texter",
		"role.summary":                      "ein Analyst",
		"role.article":                      "ein Journalist",
		"role.haiku":                        "ein Dichter",
		"role.poem":                         "ein Dichter",
		"role.story":                        "ein Romanautor",
		"role.plan":                         "ein Planer",
		"role.recipe":                       "ein Koch",
		"role.lesson":                       "ein Lehrer",
		"role.translation":                  "ein Übersetzer",
		"role.resume":                       "ein Recruiter",
		"role.proposal":                     "ein Berater",
		"role.unknown":                      "eine [Fachkraft, die diese Aufgabe braucht], die [was für wen tut]",
		"role.youare":                       "Du bist %s.",
		"audience.content":                  "Erstkäufer, die die Marke kennen, aber nicht das Produkt",
		"audience.research":                 "Entscheidungsträger in der Politik, die die Evidenz brauchen, nicht den Fachjargon",
		"audience.crypto":                   "Privatanleger, die neu bei On-Chain-Daten sind",
		"audience.developer":                "einen Junior-Entwickler in meinem Team, der die Grundlagen kennt",
		"audience.students":                 "Schüler der 8. Klasse, die das Thema zum ersten Mal sehen",
		"audience.lay":                      "Erwachsene ohne medizinische Ausbildung",
		"audience.customers":                "Kunden, die schon einmal bei uns gekauft haben",
		"audience.investors":                "Leser, die noch nie eine Aktie oder eine Kryptowährung gekauft haben",
		"audience.default":                  "[wer es liest], die bereits [was] wissen",
		"audience.for":                      "für %s",
		"constraint.default":                "behandle nur [was wichtig ist], und sag es, wenn du unsicher bist",
		"constraint.code":                   "verwende nur die Standardbibliothek und fange leere Eingaben ab",
		"constraint.query":                  "verwende nur die Standardbibliothek und fange leere Eingaben ab",
		"constraint.post":                   "nenne den Produktnamen genau einmal und verzichte auf Hashtags",
		"constraint.email":                  "schließe mit einer einzigen klaren Bitte",
		"constraint.summary":                "übernimm jede Zahl genau so, wie sie in der Quelle steht",
		"constraint.article":                "gib für jede Zahl eine Quelle an",
		"constraint.haiku":                  "baue es um ein einziges konkretes Bild und verzichte auf das Wort „Blätter“",
		"constraint.poem":                   "ende mit einem Bild, nicht mit einer Moral",
		"constraint.story":                  "ende mit einem Bild, nicht mit einer Moral",
		"constraint.plan":                   "bleib im Budget von [Betrag] und plane einen freien Nachmittag ein",
		"lengthand.email":                   "bleib unter 150 Wörtern und %s",
		"lengthand.article":                 "bleib unter 800 Wörtern und %s",
		"lengthand.poem":                    "bleib unter 300 Wörtern und %s",
		"lengthand.story":                   "bleib unter 300 Wörtern und %s",
		"length.post":                       "unter 280 Zeichen",
		"length.email":                      "unter 150 Wörtern",
		"length.summary":                    "3 bis 5 Sätze",
		"length.article":                    "etwa 800 Wörter",
		"length.code":                       "eine Funktion mit weniger als 40 Zeilen",
		"length.query":                      "eine Funktion mit weniger als 40 Zeilen",
		"length.default":                    "unter 200 Wörtern",
		"shape.answeronly":                  "nur die Antwort, in einer Zeile, ohne etwas davor oder danach",
		"shape.list":                        "eine nummerierte Liste, ein Punkt pro Zeile",
		"shape.prose":                       "Fließtext in Absätzen, und wie viele",
		"shape.haiku":                       "nur das Gedicht, mit Titel und ohne Kommentar",
		"shape.poem":                        "nur das Gedicht, mit Titel und ohne Kommentar",
		"shape.story":                       "nur der Text, mit Titel und ohne Kommentar",
		"shape.code":                        "ein einziger Codeblock, danach drei Stichpunkte dazu, wie er funktioniert",
		"shape.query":                       "die Abfrage in einem Codeblock, danach ein Satz dazu, was sie tut",
		"shape.email":                       "eine Betreffzeile, dann der Text, dann eine einzeilige Grußformel",
		"shape.comparison":                  "eine Tabelle mit einer Zeile pro Option und Spalten für Kosten, Risiko und Eignung",
		"shape.post":                        "nur der Text, ohne Einleitung",
		"shape.article":                     "ein Titel, drei Abschnitte mit Zwischenüberschriften und eine Zusammenfassung in zwei Zeilen",
		"shape.plan":                        "eine Tabelle mit einer Zeile pro Tag und Spalten für Uhrzeit, Aktivität und Kosten",
		"shape.reasons":                     "die Antwort in einem Satz, danach die Gründe als Stichpunkte",
		"shape.default":                     "drei kurze Absätze, davor eine Zusammenfassung in einer Zeile",
		"steps.debug":                       "Reproduziere zuerst den Fehler und lies die Fehlermeldung, liste dann die wahrscheinlichen Ursachen auf und prüfe die wahrscheinlichste, bestätige dann die Korrektur",
		"steps.compare":                     "Liste zuerst die Kriterien auf, die hier zählen, bewerte dann jede Option danach, empfiehl dann eine und begründe die Wahl",
		"steps.compute":                     "Liste zuerst auf, was die Aufgabe vorgibt, rechne dann jeden Teil der Reihe nach aus, prüfe dann das Ergebnis, bevor du antwortest",
		"steps.classify":                    "Notiere zuerst die Hinweise im Text, gleiche sie dann mit der Definition jedes Labels ab, nenne dann das Label",
		"steps.plan":                        "Zerlege zuerst das Ziel in seine Teile, arbeite dann jeden Teil ab, prüfe dann den Plan am Ziel",
		"steps.default":                     "Kläre zuerst, was die Frage verlangt, denke sie dann der Reihe nach durch, prüfe dann deine Antwort",
		"task.email":                        "Schreib eine E-Mail mit 120 Wörtern, in der du den Lieferanten bittest, den neuen Liefertermin zu bestätigen.",
		"task.code":                         "Schreib eine Python-Funktion, die den Median einer Liste von Zahlen zurückgibt.",
		"task.query":                        "Schreib eine Python-Funktion, die den Median einer Liste von Zahlen zurückgibt.",
		"task.post":                         "Schreib drei Überschriften mit weniger als 60 Zeichen für die Ankündigung des Produktstarts.",
		"task.default":                      "Fasse den folgenden Bericht in fünf Stichpunkten zusammen.",
		"example.io":                        "Eingabe: ... Ausgabe: ...",
		"quantity.example":                  "Optionen",
		"placeholder.audience":              "Zielgruppe: [wer das liest und was diese Leser schon wissen]",
		"placeholder.purpose":               "Zweck: [wofür die Antwort gebraucht wird]",
		"placeholder.requirements":          "Anforderungen: [was die Antwort enthalten oder vermeiden muss%s]",
		"placeholder.length":                "; eine Länge wie %s",
		"placeholder.format":                "Ausgabeformat: [zum Beispiel %s]",
		"placeholder.role":                  "Rolle: [die Expertise, die die Antwort braucht, z. B. %s]",
		"placeholder.anyrole":               "eine Fachkraft aus dem Gebiet der Aufgabe, und was sie für wen tut",
		"placeholder.example":               "Beispiel: [eine Eingabe und die Ausgabe, die du dafür erwartest]",
		"change.asked":                      "Platzhalter „%s“ zum Ausfüllen eingefügt; er bringt erst Punkte, wenn er ausgefüllt ist.",
		"change.input":                      "Die eingefügte Eingabe steht jetzt in <input>-Tags, getrennt von den Anweisungen.",
		"ignored.material":                  "%d eingefügte oder zitierte Passage(n)",
		"ignored.repeats":                   "%d wiederholte(r) Satz/Sätze",
		"ignored.gimmicks":                  "%d Trinkgeld-Versprechen, Drohung(en) oder Trick(s)",
		"evidence.more":                     "weitere",
		"fix.clarity.task":                  "Formuliere die Aufgabe als eine Anweisung: Beginne mit einem Verb, das die Arbeit benennt, z. B. %q.",
		"fix.clarity.object":                "Nenne, worauf sich die Anweisung bezieht: den Text, die Daten oder das Thema, mit dem sie arbeitet.",
		"fix.clarity.direct":                "Frag direkt: Lass %q weg und beginne mit dem Verb.",
		"fix.clarity.delimiters":            "Setze die genauen Begriffe oder die Eingabe, um die es geht, in Anführungszeichen oder Tags, damit das Modell sie von der Anweisung unterscheiden kann.",
		"fix.clarity.sections":              "Trenne die Eingabe von der Anweisung: Setze sie hinter eine Beschriftung oder in Tags, z. B. <text>...</text>.",
		"fix.clarity.negative":              "Sag, was zu tun ist, statt was nicht zu tun ist: Formuliere %q als positive Anweisung um.",
		"fix.clarity.vague":                 "Ersetze %q durch die eigentliche Arbeit: erkläre, liste auf, vergleiche, entwirf ...",
		"fix.clarity.filler":                "Streiche %q: Es bringt dem Modell nichts.",
		"fix.specificity.detail":            "Ergänze die Details, die nur du kennst: welches genau, für wen, wie viel, bis wann, in welchem Umfeld.",
		"fix.specificity.pinned":            "Leg fest, was die Antwort entscheidet: welches genau, wie viele, für welchen Zeitraum, nach welchem Kriterium, mit welchem Budget.",
		"fix.specificity.focus":             "Sag, welcher Teil am wichtigsten ist, z. B. „mit Fokus auf die Kosten, nicht auf die Funktionen“.",
		"fix.specificity.quantity":          "Sag, wie viele oder wie viel du willst, z. B. „drei %s“.",
		"fix.specificity.open":              "Sag, wie viele und nach welchem Kriterium, statt „einige“ oder „ein paar“.",
		"fix.specificity.vague":             "Ersetze %q durch das, was du konkret meinst.",
		"fix.context.audience":              "Sag, für wen die Antwort ist und was diese Leser schon wissen, z. B. %q.",
		"fix.context.situation":             "Beschreib deine Situation in einem Satz: wer du bist, woran du arbeitest, was du schon versucht hast.",
		"fix.context.purpose":               "Sag, wofür die Ausgabe gedacht ist, z. B. „damit ich ...“, und woran man Erfolg erkennt.",
		"fix.context.reference":             "Füge das Material, mit dem gearbeitet werden soll, hinter einer Beschriftung oder in Tags ein und verweise darauf („der folgende Text“).",
		"fix.constraints.stated":            "Nenne eine Anforderung, die die Antwort erfüllen muss, z. B. %q.",
		"fix.constraints.specific":          "Mach die Anforderungen spezifisch für diese Aufgabe: was rein muss, was wegbleiben soll, welche Grenzen gelten.",
		"fix.constraints.length":            "Gib eine messbare Länge an, z. B. %q.",
		"fix.constraints.scope":             "Sag, was die Antwort enthalten oder weglassen muss, und benenne es.",
		"fix.constraints.fallback":          "Sag, was zu tun ist, wenn die Antwort unbekannt oder die Eingabe ungewöhnlich ist, z. B. „Wenn der Text keine Daten enthält, antworte mit ‚keine‘.“",
		"fix.constraints.style":             "Nenne den Ton oder das Register, z. B. „schlicht und freundlich, ohne Fachjargon“.",
		"fix.output_format.stated":          "Sag, wie die Antwort aussehen soll, z. B. %q.",
		"fix.output_format.shape":           "Nenne die Form der Antwort, z. B. %q.",
		"fix.output_format.specific":        "Leg die Teile der Antwort für diese Aufgabe fest: welche Felder oder Abschnitte, in welcher Reihenfolge, wie viele.",
		"fix.output_format.deliverable":     "Nenne das Ergebnis, das du willst: eine E-Mail, eine Tabelle, eine Python-Funktion ...",
		"fix.role_definition.stated":        "Füge eine Rolle hinzu, die zu dieser Aufgabe passt: %q.",
		"fix.role_definition.domain":        "Nenne das Fachgebiet der Rolle: %q.",
		"fix.role_definition.task":          "Verknüpfe die Rolle mit der Aufgabe: Sag, was diese Rolle hier tut und für wen.",
		"fix.role_definition.setting":       "Sag, wo die Rolle arbeitet oder wem sie dient.",
		"fix.examples.given":                "Zeig ein Beispiel für die Aufgabe: eine Eingabe und die Ausgabe, die du dafür willst, z. B. <example>%s</example>.",
		"fix.examples.content":              "Mach das Beispiel zu einem echten Fall dieser Aufgabe, mit tatsächlicher Eingabe und Ausgabe.",
		"fix.examples.several":              "Füge ein zweites, andersartiges Beispiel hinzu, damit das Modell nicht einfach das erste kopiert.",
		"fix.examples.labelled":             "Setze das Beispiel in <example>-Tags oder beschrifte seine Eingabe und Ausgabe.",
		"fix.cot_structure.stated":          "Verlange die Überlegungen vor der Antwort: %q.",
		"fix.cot_structure.steps":           "Leg die Arbeitsschritte der Reihe nach fest, z. B. %q.",
		"fix.cot_structure.specific":        "Mach die Schritte spezifisch für dieses Problem: Nenne, was zuerst geprüft oder berechnet werden soll.",
		"fix.research.sources":              "Verlange Quellen: „Gib für jede Aussage eine begutachtete Quelle an“.",
		"fix.research.period":               "Grenze den Zeitraum ein, z. B. „Studien, die seit 2020 veröffentlicht wurden“.",
		"fix.crypto.asset":                  "Nenne den Coin und die Chain, z. B. „ETH im Ethereum-Mainnet“.",
		"fix.crypto.period":                 "Gib den Zeitraum an, z. B. „in den letzten 30 Tagen“.",
		"fix.crypto.risk":                   "Verlange die Risiken: „Nenne die wichtigsten Risiken; dies ist keine Finanzberatung“.",
		"fix.content.platform":              "Nenne den Kanal: Blog, LinkedIn, Newsletter, X ...",
		"fix.content.tone":                  "Leg die Stimme fest: „warm und schlicht, in der Du-Form“.",
		"fix.content.length":                "Leg die Länge fest, z. B. „etwa 300 Wörter“.",
		"fix.content.cta":                   "Sag, was der Leser als Nächstes tun soll: eine Handlungsaufforderung.",
		"earns.clarity.task":                "eine ausdrückliche Anweisung oder Frage",
		"earns.clarity.object":              "die Anweisung nennt, worauf sie sich bezieht: ein Inhaltswort oder einen {Platzhalter} nach dem Verb",
		"earns.clarity.direct":              "die Bitte wird direkt geäußert, nicht in einer vorsichtigen oder höflichen Umschreibung",
		"earns.clarity.delimiters":          "Anführungszeichen oder Tags markieren wichtige Begriffe oder Daten",
		"earns.clarity.sections":            "der Prompt ist in Teile gegliedert: Überschriften, Beschriftungen, Tags, Codeblöcke oder eine zitierte Passage",
		"earns.clarity.questions":           "lädt vor der Antwort zu Rückfragen ein",
		"earns.clarity.negative":            "Anweisungen, die sagen, was nicht zu tun ist; 2 für eine verneinte Frage",
		"earns.clarity.vague":               "ein vages Verb („erzähl mir von“, „hilf bei“) oder ein Verweis ins Leere",
		"earns.clarity.filler":              "Begrüßungen und Smalltalk rund um die Bitte",
		"earns.specificity.detail":          "die eigenen Details der Aufgabe: die konkreten Wörter der Anweisung und die Fakten, die sie nennt; allgemeine Wörter und Wiederholungen zählen nicht",
		"earns.specificity.pinned":          "was die Aufgabe festlegt und die Antwort entscheidet, jede Art einmal: welches genau (ein Name, ein zitierter Begriff), wie viele, welcher Zeitraum, nach welchem Kriterium, innerhalb welcher Grenze",
		"earns.specificity.focus":           "grenzt den Fokus ein („mit Fokus auf“, „insbesondere“, „im Vergleich zu“)",
		"earns.specificity.quantity":        "sagt, wie viele oder wie viel gewünscht ist",
		"earns.specificity.depth":           "verlangt in der Aufgabe selbst einen Detailgrad („ein ausführlicher Aufsatz“)",
		"earns.specificity.open":            "lässt die Wahl offen: „einige“, „ein paar Ideen“, „irgendwelche Tipps“ ohne Zahl oder Kriterium",
		"earns.specificity.vague":           "vage Wörter in der Aufgabe („etwas“, „Zeug“, „Dinge“)",
		"earns.context.audience":            "für wen die Antwort ist, nach den spezifischen Wörtern, die diese Leser benennen",
		"earns.context.situation":           "wer fragt und in welcher Lage, nach dem, was jede Aussage konkret sagt",
		"earns.context.purpose":             "wofür die Ausgabe gedacht ist, nach den spezifischen Wörtern, die das sagen",
		"earns.context.reference":           "liefert das Material, mit dem gearbeitet wird, und verweist darauf (zählt einmal)",
		"earns.constraints.stated":          "eine Anforderung wird genannt, wie allgemein auch immer",
		"earns.constraints.specific":        "Anforderungen, die diese Antwort binden, nach ihren aufgabenspezifischen Wörtern, Zahlen und Namen",
		"earns.constraints.length":          "eine messbare Länge („unter 100 Wörtern“, „ein Satz“)",
		"earns.constraints.scope":           "was hinein- oder wegzulassen ist, mit Namen",
		"earns.constraints.fallback":        "was bei Unsicherheit oder in einem Sonderfall zu tun ist",
		"earns.constraints.style":           "ein benannter Ton, ein Register oder ein Stil",
		"earns.output_format.stated":        "sagt, wie die Antwort aussehen soll",
		"earns.output_format.shape":         "nennt eine konkrete Form: Liste, Tabelle, JSON, Abschnitte, Tags, Codeblock",
		"earns.output_format.specific":      "die Teile der Form für diese Aufgabe: ihre Felder, Reihenfolge, Anzahlen und Namen",
		"earns.output_format.template":      "zeigt eine Vorlage, ein Gerüst oder Tags zum Ausfüllen",
		"earns.output_format.primer":        "endet mit dem Anfang der Antwort („Antwort:“, „import“)",
		"earns.output_format.deliverable":   "die Aufgabe nennt ihr Ergebnis (Aufsatz, E-Mail, Funktion ...)",
		"earns.role_definition.stated":      "eine Rolle oder Persona wird angegeben, wie allgemein auch immer",
		"earns.role_definition.domain":      "die Rolle nennt ein Fachgebiet oder eine Spezialisierung (mehr als „Experte“, „Assistent“)",
		"earns.role_definition.task":        "die Rolle ist mit dieser Aufgabe verknüpft: teilt ihre Wörter oder nennt ihre Aufgabe",
		"earns.role_definition.setting":     "wo die Rolle arbeitet oder wem sie dient: Namen, Organisationen, Personen",
		"earns.examples.given":              "gibt ein Beispiel für die Aufgabe: eine Eingabe, eine Ausgabe oder beides",
		"earns.examples.content":            "was die Beispiele von dieser Aufgabe zeigen",
		"earns.examples.several":            "zwei oder mehr Beispiele",
		"earns.examples.labelled":           "Beispiele sind abgegrenzt oder beschriftet (Tags, Eingabe/Ausgabe)",
		"earns.cot_structure.stated":        "verlangt Überlegungen vor der Antwort, wie allgemein auch immer",
		"earns.cot_structure.steps":         "legt die Arbeitsschritte fest (nummeriert oder mit zuerst/dann)",
		"earns.cot_structure.specific":      "Schritte, die zu diesem Problem passen: ihre Gegenstände, Prüfungen und Reihenfolge",
		"earns.cot_structure.scratch":       "trennt die Überlegungen von der Antwort (Denk-Tags, „gib dann die Antwort“)",
		"earns.cot_structure.verify":        "verlangt, das Ergebnis zu prüfen",
		"earns.cot_structure.worked":        "die Beispiele zeigen den Lösungsweg, nicht nur die Antwort",
		"earns.research.sources":            "Recherche: verlangt Quellen oder Belege",
		"earns.research.period":             "Recherche: grenzt den Zeitraum ein",
		"earns.crypto.asset":                "Krypto: nennt den Coin, den Token oder die Chain",
		"earns.crypto.period":               "Krypto: nennt einen Zeitraum",
		"earns.crypto.risk":                 "Krypto: verlangt Risiken und Vorbehalte",
		"earns.content.platform":            "Content: nennt den Kanal (Blog, LinkedIn, Newsletter)",
		"earns.content.tone":                "Content: legt Stimme oder Ton fest",
		"earns.content.length":              "Content: legt die Länge fest",
		"earns.content.cta":                 "Content: verlangt eine Handlungsaufforderung",
		"earns.ignored":                     "beiseitegelassen: eingefügtes Material, Wiederholungen, Trinkgeld-Versprechen, Drohungen und Füllwörter bringen nichts",
	},
}
