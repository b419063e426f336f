package scoring

// italian: the lists and sentences of lang_en.go in Italian. Words are listed
// with their inflected forms (the engine inflects only English), and
// domains are in the order of english.domains, one for one.
var italian = language{
	code:     "it",
	name:     "Italian",
	elisions: "l d dell all nell sull dall dagl degl nell quell un c s n m t v",
	marks:    "il gli lo della delle dello degli dei nel nella nei negli è sono alla alle sei non più anche questo questa questi queste ogni molto essere tuo tua tuoi cosa ed ciò perché che di dal dalla sul sulla tra fra puoi devi hai un una uno per con del al la le scrivi spiega dammi fai come",
	words: map[string]string{
		"stop": `ciascuno ciascuna il lo la i gli le un uno una di del dello della dei degli delle a al allo alla
ai agli alle da dal dallo dalla dai dagli dalle in nel nello nella nei negli nelle su sul sullo
sulla sui sugli sulle con col per tra fra senza sopra sotto verso presso durante secondo contro
oltre entro tramite e ed o od ma però né che chi cui quale quali come quando dove quanto quanta
quanti quante perché se non sì già molto molta molti molte più meno tanto tanta anche ancora
sempre mai bene male così qui qua lì là questo questa questi queste quello quella quelli quelle
quel quei ciò io me mi mio mia miei mie tu te ti tuo tua tuoi tue lei lui suo sua suoi sue noi
ci nostro nostra nostri nostre voi vi vostro vostra loro si sé essere sono sei è siamo siete era
erano stato stata stati sarà saranno sarebbe sia siano avere ho hai ha abbiamo avete hanno aveva
avuto avrà avrebbe abbia potere posso puoi può possiamo potete possono potrebbe potresti
potreste possa dovere devo devi deve dobbiamo dovete devono dovrebbe dovresti volere voglio vuoi
vuole vogliamo vogliono vorrei vorrebbe andare vado vai va fare faccio fai fa fanno ogni tutto
tutta tutti tutte altro altra altri altre stesso stessa stessi stesse qualcosa niente nulla
qualcuno nessuno nessuna alcuno alcuna alcuni alcune qualche qualsiasi qualunque vari varie
parecchio poco poca pochi poche troppo allora poi dopo prima inoltre anzi invece quindi dunque
pure sebbene mentre eccetera ecc es ok grazie favore cortesia c'è cos'è com'è dov'è qual'è l'ho
un'altra quest'anno cosa cose roba`,
		"generic": `istruzione istruzioni indicazione indicazioni buono buona buoni buone buon bravo brava bravi
brave ottimo ottima ottimi ottime eccellente eccellenti eccezionale eccezionali straordinario
straordinaria straordinarii straordinarie incredibile incredibili impressionante impressionanti
brillante brillanti fantastico fantastica fantastici fantastiche meraviglioso meravigliosa
meravigliosi meravigliose perfetto perfetta perfetti perfette ideale ideali migliore migliori
efficace efficaci efficiente efficienti utile utili prezioso preziosa preziosi preziose
significativo significativa significativi significative interessante interessanti coinvolgente
coinvolgenti convincente convincenti solido solida solidi solide robusto robusta robusti robuste
affidabile affidabili rigoroso rigorosa rigorosi rigorose completo completa completi complete
esauriente esaurienti dettagliato dettagliata dettagliati dettagliate approfondito approfondita
approfonditi approfondite profondo profonda profondi profonde chiaro chiara chiari chiare
chiaramente conciso concisa concisi concise preciso precisa precisi precise precisamente esatto
esatta esatti esatte esattamente corretto corretta corretti corrette correttamente adeguato
adeguata adeguati adeguate appropriato appropriata appropriati appropriate pertinente pertinenti
rilevante rilevanti importante importanti essenziale essenziali fondamentale fondamentali
cruciale cruciali vitale vitali principale principali necessario necessaria necessarii
necessarie pratico pratica pratici pratiche strutturato strutturata strutturati strutturate
organizzato organizzata organizzati organizzate logico logica logici logiche coerente coerenti
leggibile leggibili comprensibile comprensibili facile facili facilmente semplice semplici
semplicemente professionale professionali professionalmente curato curata curati curate pulito
pulita puliti pulite elegante eleganti bello bella belli belle attento attenta attenti attente
attentamente meticoloso meticolosa meticolosi meticolose oggettivo oggettiva oggettivi oggettive
imparziale imparziali equilibrato equilibrata equilibrati equilibrate onesto onesta onesti
oneste creativo creativa creativi creative innovativo innovativa innovativi innovative originale
originali nuovo nuova nuovi nuove intelligente intelligenti esperto esperta esperti esperte
qualificato qualificata qualificati qualificate competente competenti rinomato rinomata rinomati
rinomate riconosciuto riconosciuta riconosciuti riconosciute avanzato avanzata avanzati avanzate
sofisticato sofisticata sofisticati sofisticate aggiornato aggiornata aggiornati aggiornate
standard generale generali generalmente sostanzialmente davvero veramente totalmente
completamente altamente estremamente possibile possibili possibilmente probabilmente sicuro
sicura sicuri sicure certamente particolarmente specialmente risposta risposte risultato
risultati soluzione soluzioni contenuto contenuti informazione informazioni info dato dettaglio
dettagli domanda domande richiesta richieste compito compiti prompt problema problemi argomento
argomenti tema temi aspetto aspetti punto punti parte parti elemento elementi componente
componenti modo maniera livello livelli qualità chiarezza leggibilità profondità contesto scopo
obiettivo obiettivi fine intenzione esigenza esigenze bisogno requisito requisiti aspettativa
aspettative errore errori ipotesi esempio esempi caso casi scenario scenari spiegazione
spiegazioni descrizione descrizioni panoramica idea idee pensiero processo processi struttura
formato formati stile tono linguaggio formulazione approccio approcci metodo metodi metodologia
tecnica tecniche strategia strategie norma norme linea guida linee principio principi conoscenza
conoscenze comprensione capacità competenza competenze esperienza esperienze anno anni decennio
decenni campo campi ambito settore settori industria materia valore successo sforzo lavoro aiuto
supporto fatto fatti argomentazione prospettiva passo passi fase fasi focus fai fare assicurati
assicurarsi garantisci garantire fornisci fornire dai dare usa usare utilizza utilizzare applica
applicare includi includere considera considerare segui seguire mantieni mantenere evita evitare
aiuta aiutare copri coprire tratta trattare cerca cercare prova provare presta attenzione tieni
conto sii`,
		"taskVerb": `scrivi scriva scrivete scrivere scrivendo scrivilo scrivila scrivili scrivile scrivimi scrivici
scrivigli scrivine redigi rediga redigete redigere componi componga comporre crea crei create
creare creando crealo creala creali creale creami creaci creagli creane genera generi generate
generare generando generalo generala generali generale generami generaci generagli generane
produci produca produrre fai faccia fate fare fammi costruisci costruisca costruite costruire
costruendo costruiscilo costruiscila costruiscili costruiscile costruiscimi costruiscici
costruiscigli costruiscine progetta progetti progettate progettare progettando progettalo
progettala progettali progettale progettami progettaci progettagli progettane sviluppa sviluppi
sviluppate sviluppare sviluppando sviluppalo sviluppala sviluppali sviluppale sviluppami
sviluppaci sviluppagli sviluppane implementa implementi implementate implementare implementando
implementalo implementala implementali implementale implementami implementaci implementagli
implementane programma programmi programmate programmare programmando programmalo programmala
programmali programmale programmami programmaci programmagli programmane codifica codifichi
codificate codificare codificando codificalo codificala codificali codificale codificami
codificaci codificagli codificane traduci traduca tradurre traducimi converti converta
convertite convertire convertendo convertilo convertila convertili convertile convertimi
convertici convertigli convertine trasforma trasformi trasformate trasformare trasformando
trasformalo trasformala trasformali trasformale trasformami trasformaci trasformagli trasformane
riassumi riassuma riassumete riassumere riassumendo riassumilo riassumila riassumili riassumile
riassumimi riassumici riassumigli riassumine spiega spieghi spiegate spiegare spiegando spiegalo
spiegala spiegali spiegale spiegami spiegaci spiegagli spiegane descrivi descriva descrivete
descrivere descrivendo descrivilo descrivila descrivili descrivile descrivimi descrivici
descrivigli descrivine definisci definisca definite definire definendo definiscilo definiscila
definiscili definiscile definiscimi definiscici definiscigli definiscine abbozza abbozzi
abbozzate abbozzare abbozzando abbozzalo abbozzala abbozzali abbozzale abbozzami abbozzaci
abbozzagli abbozzane delinea elenca elenchi elencate elencare elencando elencalo elencala
elencali elencale elencami elencaci elencagli elencane enumera enumeri enumerate enumerare
enumerando enumeralo enumerala enumerali enumerale enumerami enumeraci enumeragli enumerane
nomina nomini nominate nominare nominando nominalo nominala nominali nominale nominami nominaci
nominagli nominane menziona menzioni menzionate menzionare menzionando menzionalo menzionala
menzionali menzionale menzionami menzionaci menzionagli menzionane identifica identifichi
identificate identificare identificando identificalo identificala identificali identificale
identificami identificaci identificagli identificane individua individui individuate individuare
individuando individualo individuala individuali individuale individuami individuaci
individuagli individuane trova trovi trovate trovare trovando trovalo trovala trovali trovale
trovami trovaci trovagli trovane cerca cerchi cercate cercare cercando cercalo cercala cercali
cercale cercami cercaci cercagli cercane estrai estragga estrarre classifica classifichi
classificate classificare classificando classificalo classificala classificali classificale
classificami classificaci classificagli classificane categorizza categorizzi categorizzate
categorizzare categorizzando categorizzalo categorizzala categorizzali categorizzale
categorizzami categorizzaci categorizzagli categorizzane etichetta etichetti etichettate
etichettare etichettando etichettalo etichettala etichettali etichettale etichettami etichettaci
etichettagli etichettane ordina ordini ordinate ordinare ordinando ordinalo ordinala ordinali
ordinale ordinami ordinaci ordinagli ordinane valuta valuti valutate valutare valutando valutalo
valutala valutali valutale valutami valutaci valutagli valutane punteggia confronta confronti
confrontate confrontare confrontando confrontalo confrontala confrontali confrontale confrontami
confrontaci confrontagli confrontane contrapponi analizza analizzi analizzate analizzare
analizzando analizzalo analizzala analizzali analizzale analizzami analizzaci analizzagli
analizzane esamina esamini esaminate esaminare esaminando esaminalo esaminala esaminali
esaminale esaminami esaminaci esaminagli esaminane rivedi riveda rivedere critica critichi
criticate criticare criticando criticalo criticala criticali criticale criticami criticaci
criticagli criticane verifica verifichi verificate verificare verificando verificalo verificala
verificali verificale verificami verificaci verificagli verificane controlla controlli
controllate controllare controllando controllalo controllala controllali controllale controllami
controllaci controllagli controllane valida validi validate validare validando validalo validala
validali validale validami validaci validagli validane testa testi testate testare testando
testalo testala testali testale testami testaci testagli testane debugga correggi corregga
correggere sistema sistemi sistemate sistemare sistemando sistemalo sistemala sistemali
sistemale sistemami sistemaci sistemagli sistemane ripara ripari riparate riparare riparando
riparalo riparala riparali riparale riparami riparaci riparagli riparane modifica modifichi
modificate modificare modificando modificalo modificala modificali modificale modificami
modificaci modificagli modificane migliora migliori migliorare ottimizza ottimizzi ottimizzate
ottimizzare ottimizzando ottimizzalo ottimizzala ottimizzali ottimizzale ottimizzami ottimizzaci
ottimizzagli ottimizzane semplifica semplifichi semplificate semplificare semplificando
semplificalo semplificala semplificali semplificale semplificami semplificaci semplificagli
semplificane accorcia amplia ampliare espandi espandere parafrasa parafrasi parafrasate
parafrasare parafrasando parafrasalo parafrasala parafrasali parafrasale parafrasami parafrasaci
parafrasagli parafrasane riformula riformuli riformulate riformulare riformulando riformulalo
riformulala riformulali riformulale riformulami riformulaci riformulagli riformulane riscrivi
riscriva riscrivete riscrivere riscrivendo riscrivilo riscrivila riscrivili riscrivile
riscrivimi riscrivici riscrivigli riscrivine rispondi risponda rispondere risolvi risolva
risolvete risolvere risolvendo risolvilo risolvila risolvili risolvile risolvimi risolvici
risolvigli risolvine calcola calcoli calcolate calcolare calcolando calcolalo calcolala
calcolali calcolale calcolami calcolaci calcolagli calcolane stima stimi stimate stimare
stimando stimalo stimala stimali stimale stimami stimaci stimagli stimane deriva derivi derivate
derivare derivando derivalo derivala derivali derivale derivami derivaci derivagli derivane
dimostra dimostri dimostrate dimostrare dimostrando dimostralo dimostrala dimostrali dimostrale
dimostrami dimostraci dimostragli dimostrane determina determini determinate determinare
determinando determinalo determinala determinali determinale determinami determinaci
determinagli determinane decidi decida decidete decidere decidendo decidilo decidila decidili
decidile decidimi decidici decidigli decidine scegli scelga scegliere seleziona selezioni
selezionate selezionare selezionando selezionalo selezionala selezionali selezionale selezionami
selezionaci selezionagli selezionane consiglia consigli consigliami consigliare raccomanda
raccomandi raccomandate raccomandare raccomandando raccomandalo raccomandala raccomandali
raccomandale raccomandami raccomandaci raccomandagli raccomandane suggerisci suggerisca
suggerire suggeriscimi proponi proponga proporre proponimi pianifica pianifichi pianificate
pianificare pianificando pianificalo pianificala pianificali pianificale pianificami pianificaci
pianificagli pianificane organizza organizzi organizzate organizzare organizzando organizzalo
organizzala organizzali organizzale organizzami organizzaci organizzagli organizzane prepara
prepari preparate preparare preparando preparalo preparala preparali preparale preparami
preparaci preparagli preparane dai dà dia date dare dammi dacci mostra mostri mostrate mostrare
mostrando mostralo mostrala mostrali mostrale mostrami mostraci mostragli mostrane dì dica dite
dire dimmi insegna insegni insegnate insegnare insegnando insegnalo insegnala insegnali
insegnale insegnami insegnaci insegnagli insegnane aiuta aiutami guida guidi guidate guidare
guidando guidalo guidala guidali guidale guidami guidaci guidagli guidane disegna disegni
disegnate disegnare disegnando disegnalo disegnala disegnali disegnale disegnami disegnaci
disegnagli disegnane illustra illustri illustrate illustrare illustrando illustralo illustrala
illustrali illustrale illustrami illustraci illustragli illustrane visualizza visualizzi
visualizzate visualizzare visualizzando visualizzalo visualizzala visualizzali visualizzale
visualizzami visualizzaci visualizzagli visualizzane formatta formatti formattate formattare
formattando formattalo formattala formattali formattale formattami formattaci formattagli
formattane struttura strutturi strutturate strutturare strutturando strutturalo strutturala
strutturali strutturale strutturami strutturaci strutturagli strutturane annota annoti annotate
annotare annotando annotalo annotala annotali annotale annotami annotaci annotagli annotane
commenta commenti commentate commentare commentando commentalo commentala commentali commentale
commentami commentaci commentagli commentane documenta documenti documentate documentare
documentando documentalo documentala documentali documentale documentami documentaci
documentagli documentane evidenzia evidenzii evidenziate evidenziare evidenziando evidenzialo
evidenziala evidenziali evidenziale evidenziami evidenziaci evidenziagli evidenziane sottolinea
discuti discuta discutete discutere discutendo discutilo discutila discutili discutile discutimi
discutici discutigli discutine esplora esplori esplorate esplorare esplorando esploralo
esplorala esplorali esplorale esplorami esploraci esploragli esplorane indaga indaghi indagate
indagare indagando indagalo indagala indagali indagale indagami indagaci indagagli indagane
studia interpreta interpreti interpretate interpretare interpretando interpretalo interpretala
interpretali interpretale interpretami interpretaci interpretagli interpretane prevedi preveda
prevedere rileva rilevi rilevate rilevare rilevando rilevalo rilevala rilevali rilevale rilevami
rilevaci rilevagli rilevane diagnostica diagnostichi diagnosticate diagnosticare diagnosticando
diagnosticalo diagnosticala diagnosticali diagnosticale diagnosticami diagnosticaci
diagnosticagli diagnosticane argomenta argomenti argomentate argomentare argomentando
argomentalo argomentala argomentali argomentale argomentami argomentaci argomentagli argomentane
persuadi convinci negozia presenta presenti presentate presentare presentando presentalo
presentala presentali presentale presentami presentaci presentagli presentane introduci agisci
agisca agire immagina immagini immaginate immaginare immaginando immaginalo immaginala
immaginali immaginale immaginami immaginaci immaginagli immaginane simula simuli simulate
simulare simulando simulalo simulala simulali simulale simulami simulaci simulagli simulane
gioca giochi giocate giocare giocando giocalo giocala giocali giocale giocami giocaci giocagli
giocane continua continui continuate continuare continuando continualo continuala continuali
continuale continuami continuaci continuagli continuane completa completi completate completare
completando completalo completala completali completale completami completaci completagli
completane termina termini terminate terminare terminando terminalo terminala terminali
terminale terminami terminaci terminagli terminane compila compili compilate compilare
compilando compilalo compilala compilali compilale compilami compilaci compilagli compilane
conta conti contate contare contando contalo contala contali contale contami contaci contagli
contane misura misuri misurate misurare misurando misuralo misurala misurali misurale misurami
misuraci misuragli misurane registra registri registrate registrare registrando registralo
registrala registrali registrale registrami registraci registragli registrane raccogli raccolga
raccogliere filtra filtri filtrate filtrare filtrando filtralo filtrala filtrali filtrale
filtrami filtraci filtragli filtrane raggruppa raggruppi raggruppate raggruppare raggruppando
raggruppalo raggruppala raggruppali raggruppale raggruppami raggruppaci raggruppagli raggruppane
combina combini combinate combinare combinando combinalo combinala combinali combinale combinami
combinaci combinagli combinane dividi separa separi separate separare separando separalo
separala separali separale separami separaci separagli separane unisci unire restituisci
restituisca restituite restituire restituendo restituiscilo restituiscila restituiscili
restituiscile restituiscimi restituiscici restituiscigli restituiscine stampa stampi stampate
stampare stampando stampalo stampala stampali stampale stampami stampaci stampagli stampane
invia pubblica pubblichi pubblicate pubblicare pubblicando pubblicalo pubblicala pubblicali
pubblicale pubblicami pubblicaci pubblicagli pubblicane sostituisci sostituisca sostituite
sostituire sostituendo sostituiscilo sostituiscila sostituiscili sostituiscile sostituiscimi
sostituiscici sostituiscigli sostituiscine rimuovi rimuova rimuovere elimina elimini eliminate
eliminare eliminando eliminalo eliminala eliminali eliminale eliminami eliminaci eliminagli
eliminane cancella cancelli cancellate cancellare cancellando cancellalo cancellala cancellali
cancellale cancellami cancellaci cancellagli cancellane aggiungi aggiunga aggiungere inserisci
inserisca inserite inserire inserendo inseriscilo inseriscila inseriscili inseriscile
inseriscimi inseriscici inseriscigli inseriscine aggiorna aggiorni aggiornate aggiornare
aggiornando aggiornalo aggiornala aggiornali aggiornale aggiornami aggiornaci aggiornagli
aggiornane cambia regola regoli regolate regolare regolando regolalo regolala regolali regolale
regolami regolaci regolagli regolane adatta adatti adattate adattare adattando adattalo adattala
adattali adattale adattami adattaci adattagli adattane elabora elabori elaborate elaborare
elaborando elaboralo elaborala elaborali elaborale elaborami elaboraci elaboragli elaborane cita
citi citate citare citando citalo citala citali citale citami citaci citagli citane segna segni
segnate segnare segnando segnalo segnala segnali segnale segnami segnaci segnagli segnane
trascrivi applica applichi applicate applicare applicando applicalo applicala applicali
applicale applicami applicaci applicagli applicane indica indichi indicate indicare indicando
indicalo indicala indicali indicale indicami indicaci indicagli indicane inventa inventi
inventate inventare inventando inventalo inventala inventali inventale inventami inventaci
inventagli inventane chiarisci chiarisca chiarite chiarire chiarendo chiariscilo chiariscila
chiariscili chiariscile chiariscimi chiariscici chiariscigli chiariscine fornisci fornisca
fornire fornitemi racconta stila stilare`,
		"outVerb": `scrivi scriva dai dà dia fornisci fornisca restituisci restituisca stampa mostra mostri presenta
presenti elenca elenchi includi includa aggiungi aggiunga metti inizia cominci comincia termina
finisci chiudi apri formatta rispondi risponda genera generi produci separa organizza struttura
ordina indica`,
		"thinkVerb": `pensa pensi pensare ragiona ragioni ragionare considera consideri considerare analizza analizzi
analizzare identifica identifichi individua determina determini determinare scopri verifica
verifichi verificare controlla controlli confronta confronti confrontare valuta valuti valutare
soppesa esamina esamini esaminare rileggi rilegga leggi legga leggere raccogli estrai scomponi
suddividi pianifica decidi decida deduci deduca dedurre inferisci calcola calcoli calcolare
risolvi risolva deriva rifletti rifletta riflettere critica testa valida conferma stima ricorda
capisci capire comprendi comprendere ispeziona indaga traccia cerca trova rileva distingui
riconsidera giustifica giustifichi`,
		"format": `virgolette parentesi titolo titoli asterischi elenco elenchi lista liste punto punti puntato puntata puntati puntate numerato numerata
numerati numerate numerazione tabella tabelle colonna colonne riga righe json yaml csv tsv xml
html markdown titolo titoli intestazione intestazioni sottotitolo sottotitoli sezione sezioni
schema campo campi chiave chiavi oggetto oggetti array blocco blocchi snippet modello template
tag checklist matrice griglia diagramma grafico cronologia grassetto corsivo didascalia
paragrafo paragrafi frase frasi parola parole carattere caratteri dizionario separato separata
separati separate prosa`,
		"deliverable": `saggio saggi tema temi email e-mail mail lettera lettere promemoria nota relazione relazioni
rapporto report articolo articoli post blog tweet thread poesia poesie haiku sonetto limerick
racconto racconti storia storie narrazione sceneggiatura script copione dialogo discorso slogan
motto titolo titoli headline riassunto riassunti sintesi abstract funzione funzioni modulo
programma programmi query interrogazione comando comandi regex sql ricetta ricette itinerario
agenda piano piani lezione lezioni quiz flashcard faq glossario curriculum cv proposta proposte
newsletter descrizione recensione critica guida tutorial confronto comparazione schema elenco
tabella codice traduzione didascalia messaggio messaggi risposta analisi spiegazione definizione
barzelletta indovinello canzone testo testi annuncio annunci pubblicità pitch biografia
necrologio comunicato invito brindisi questionario sondaggio rubrica presentazione volantino
opuscolo offerta`,
		"unit": `parola parole frase frasi paragrafo paragrafi riga righe carattere caratteri pagina pagine punto
punti elemento elementi esempio esempi passo passi passaggio passaggi sezione sezioni slide
diapositiva diapositive minuto minuti secondo secondi ora ore giorno giorni settimana settimane
mese mesi anno anni percento percentuale kb mb gb ms token colonna colonne idea idee opzione
opzioni consiglio consigli domanda domande ragione ragioni motivo motivi parte parti
suggerimento suggerimenti strofa strofe sillabe capitolo capitoli porzioni`,
		"number": `due tre quattro cinque sette otto nove dieci undici dodici quindici venti trenta quaranta
cinquanta cento mille dozzina paio coppia metà mezzo mezza singolo singola singoli singole unico
unica unici uniche`,
		"roleNoun": `esperto esperta esperti specialista specialisti professionista professionisti consulente
consulenti consigliere assistente assistenti guru maestro autorità aiutante agente bot chatbot
ia modello sistema strumento persona partner coach mentore compagno genio mago veterano
scrittore scrittrice autore autrice creatore creatrice generatore redattore redattrice
traduttore traduttrice`,
		"style": `tono voce registro stile formale formali informale informali casual colloquiale colloquiali
amichevole amichevoli cordiale cordiali caloroso calorosa calorosi calorose allegro allegra
allegri allegre giocoso giocosa giocosi giocose divertente divertenti umoristico umoristica
umoristici umoristiche spiritoso spiritosa spiritosi spiritose serio seria serii serie neutro
neutra neutri neutre neutrale neutrali empatico empatica empatici empatiche persuasivo
persuasiva persuasivi persuasive conversazionale conversazionali accademico accademica
accademici accademiche tecnico tecnica tecnici tecniche semplice semplici gergo gergale
tecnicismi cliché giornalistico giornalistica giornalistici giornalistiche entusiasta
incoraggiante incoraggianti motivante motivanti motivazionale motivazionali ispirante ispiranti
gentile gentili diretto diretta diretti dirette franco franca franci franche rispettoso
rispettosa rispettosi rispettose cortese cortesi educato educata educati educate sarcastico
sarcastica sarcastici sarcastiche ottimista urgente urgenti elegante eleganti calmo calma calmi
calme paziente pazienti vocabolario linguaggio linguaggia linguaggii linguaggie accessibile
accessibili leggero leggera leggeri leggere`,
		"audience": `principiante principianti neofita neofiti novellini profani studente studenti studentessa
studentesse alunno alunni alunna alunne bambino bambini bambina bambine ragazzi ragazze
adolescenti giovani adulto adulti genitori insegnante insegnanti docente docenti sviluppatore
sviluppatori ingegnere ingegneri dirigente dirigenti manager investitore investitori cliente
clienti paziente pazienti lettore lettori lettrice lettrici pubblico audience stakeholder team
squadra collega colleghi dipendente dipendenti collaboratori stagisti proprietari inquilini
anziani pensionato pensionati pensionata classe universitari ricercatori scienziati medici
infermieri avvocati recruiter selezionatori candidati acquirenti iscritti abbonati follower fan
spettatori ascoltatori utente utenti visitatori membri persone gente comunità famiglie ospiti
analisti`,
		"vague": `qualcosa cosa cose roba coso affare`,
		"material": `testo testi documento documenti articolo saggio relazione rapporto trascrizione email e-mail
codice dati dataset tabella brano passaggio paragrafo estratto frammento input file archivio log
registro messaggio messaggi conversazione chat thread commenti feedback recensione recensioni
contratto accordo fattura riassunto paper studio storia contenuto elenco lista note frase frasi
parole numeri query schema foglio csv json descrizione citazione citazioni poesia etichetta
ricetta`,
		"quality": `dettagliato dettagliata dettagliati dettagliate creativo creativa creativi creative innovativo
innovativa innovativi innovative completo completa completi complete conciso concisa concisi
concise approfondito approfondita approfonditi approfondite coinvolgente coinvolgenti persuasivo
persuasiva persuasivi persuasive professionale professionali chiaro chiara chiari chiare
semplice semplici corto corta corti corte breve brevi specifico specifica specifici specifiche
concreto concreta concreti concrete principale principali unico unica unici uniche pratico
pratica pratici pratiche efficace efficaci originale originali accattivante accattivanti
memorabile memorabili divertente divertenti spiritoso spiritosa spiritosi spiritose formale
formali informale informali amichevole amichevoli cortese cortesi onesto onesta onesti oneste
equilibrato equilibrata equilibrati equilibrate oggettivo oggettiva oggettivi oggettive
realistico realistica realistici realistiche visivo visiva visivi visive interattivo interattiva
interattivi interattive stimolante stimolanti informativo informativa informativi informative
umoristico umoristica umoristici umoristiche emozionante emozionanti personale personali
comprensibile comprensibili accessibile accessibili`,
		"period": `oggi stasera domani ieri attuale attuali attualmente ultimo ultima ultimi ultime recente recenti
recentemente prossimo prossima prossimi prossime adesso ora settimana settimanale settimanali
weekend mese mensile mensili anno annuale annuali annualmente trimestre trimestrale trimestrali
stagione quotidiano quotidiana quotidiani quotidiane giornaliero giornaliera giornalieri
giornaliere mattina pomeriggio sera notte secolo decennio gennaio febbraio marzo aprile maggio
giugno luglio agosto settembre ottobre novembre dicembre lunedì martedì mercoledì giovedì
venerdì sabato domenica primavera estate autunno inverno`,
		"criterion": `migliore migliori peggiore peggiori più meno maggiore maggiori minore minori popolare popolari
valutato valutata valutati valutate classifica economico economica economici economiche veloce
veloci rapido rapida rapidi rapide lento lenta lenti lente grande grandi piccolo piccola piccoli
piccole vicino vicina vicini vicine nuovo nuova nuovi nuove vecchio vecchia vecchii vecchie
antico antica antici antiche lungo lunga lungi lunge corto corta corti corte forte forti sicuro
sicura sicuri sicure sano sana sani sane venduto venduta venduti vendute bestseller`,
		"open": `alcuni alcune qualche vari varie diversi diverse idee idea consigli consiglio suggerimenti
suggerimento opzioni spunti ispirazione raccomandazioni risorse ecc eccetera`,
		"limit": `meno massimo massima max minimo minima min fino entro sotto oltre più budget`,
		"shape": `paragrafo paragrafi frase frasi riga righe punto punti sezione sezioni parte parti slide diapositiva diapositive colonna colonne`,
	},
	cues: map[string]string{
		"role": `sei un|sei una|sei uno|sei un'|lei è un'|sei il|sei la|lei è un|lei è una|agisci come|agisci da|comportati come|
comportati da|interpreta il ruolo di|interpreta il ruolo|assumi il ruolo di|assumi il ruolo|
ricopri il ruolo di|fai la parte di|mettiti nei panni di|mettiti nel ruolo di|immagina di essere|
fingi di essere|fai finta di essere|nel ruolo di|nei panni di|il tuo ruolo è|il tuo ruolo|
in qualità di|in veste di|come esperto|come esperta|da ora in poi sei|ora sei|lavori come|
dal punto di vista di|pensa come|reciterai|interpreterai`,
		"notRole": `sei responsabile|sei libero|sei libera|non sei|sei un'ia|sei un modello linguistico|riceverai|
ti verrà fornito|ti verrà dato|ti darò|devi|stai lavorando|stai scrivendo|sei tenuto|sei tenuta|
ti viene chiesto|aiuti|analizzi`,
		"self": `sono|io sono|sono un|sono una|lavoro|lavoro in|lavoro come|sto scrivendo|sto preparando|
sto pianificando|sto organizzando|sto costruendo|sto lavorando|sto cercando|sto provando|
sono nuovo|sono nuova|ho|io ho|avevo|ero|gestisco|dirigo|insegno|studio|vivo|abito|mi serve per|
ho appena|di recente|siamo|noi siamo|abbiamo|vendiamo|offriamo|facciamo|ci serve per|
il nostro team|la nostra squadra|la nostra azienda|il nostro prodotto|la nostra startup|
la nostra organizzazione|la nostra scuola|la nostra attività|la nostra app|il nostro sito|
i nostri clienti|i nostri utenti|i nostri investitori|il nostro negozio|il nostro ristorante|
il nostro pubblico|il mio team|la mia azienda|la mia attività|il mio capo|il mio responsabile|
i miei studenti|i miei alunni|la mia classe|i miei figli|mio figlio|mia figlia|mia moglie|
mio marito|il mio partner|la mia compagna|il mio compagno|i miei genitori|il mio amico|
la mia amica|il mio obiettivo|il mio pubblico|i miei lettori|il mio sito|il mio blog|
la mia startup|la mia app|il mio progetto|il mio cliente|la mia cliente|i miei clienti|
i miei utenti|questo è per|sarà per|l'azienda|il cliente|la cliente|il paziente|l'utente|
gli utenti|il team|un utente chiede|l'utente chiede|gli utenti chiedono|un cliente chiede|
il cliente chiede|i clienti chiedono|l'argomento è|il mio argomento è|il pubblico è|
il tuo cliente|i tuoi clienti|una famiglia|la famiglia|il manager|i tuoi lettori`,
		"audience": `a studenti|agli studenti|ai bambini|a bambini|ai principianti|a principianti|ai lettori|per principianti|per i principianti|per un principiante|per neofiti|per studenti|
per gli studenti|per uno studente|per alunni|per bambini|per i bambini|per un bambino|
per ragazzi|per adolescenti|per giovani|per adulti|per sviluppatori|per ingegneri|per dirigenti|
per manager|per investitori|per clienti|per i clienti|per pazienti|per i pazienti|per lettori|
per un pubblico|per il grande pubblico|per un pubblico generico|per non tecnici|
per non addetti ai lavori|per non esperti|per profani|per esperti|per un esperto|
per professionisti|per il mio team|per il nostro team|per il team|per il consiglio|
per i miei studenti|per la mia classe|per le superiori|per le medie|per le elementari|
per l'università|per universitari|per matricole|per nuovi|per qualcuno|per persone|per un gruppo|
per anziani|per pensionati|per un pensionato|per genitori|rivolto a|rivolta a|rivolti a|
destinato a|destinata a|pensato per|pensata per|scritto per|scritta per|adattato a|adattata a|
indirizzato a|pubblico di riferimento|target|i lettori sono|il pubblico è|come se fossi|
come se avessi|a un bambino|a un principiante|a qualcuno che|a qualcuno senza|per qualcuno senza|
per qualcuno che|in parole semplici|in modo semplice|con parole semplici|in linguaggio semplice|
che non sa|che sono nuovi|che è nuovo|che non hanno mai|che non ha mai|anni di età|livello di|
parli con|chatti con|rispondi a|scrivi a`,
		"purpose": `in modo che|così che|affinché|per poter|al fine di|allo scopo di|l'obiettivo è|lo scopo è|
il fine è|il mio obiettivo è|il nostro obiettivo è|l'idea è|sarà usato|sarà usata|
sarà utilizzato|lo userò|la userò|lo useremo|mi serve per|ci serve per|da usare in|per aiutarmi|
per aiutarci|per aiutarli|perché io|perché noi|poiché|dato che|visto che|
per la mia presentazione|per una presentazione|per la mia relazione|per una relazione|
per la mia lezione|per una riunione|per la nostra riunione|per il mio blog|per il nostro blog|
per il nostro sito|per il mio sito|per una newsletter|per la nostra newsletter|per un colloquio|
per il mio colloquio|per un lavoro|per il mio lavoro|con lo scopo di|il successo significa|
il successo è|servirà a|servirà per`,
		"reference": `il seguente|la seguente|i seguenti|le seguenti|qui sotto|di seguito|sotto|qui sopra|sopra|
fornito|fornita|forniti|fornite|allegato|allegata|in allegato|ecco|ecco il|ecco la|ti do|
ti fornisco|ti passo|ti incollo|incollo|incollato|il testo sopra|questo testo|questo articolo|
questo codice|questo documento|questi dati|questa email|questo saggio|questa trascrizione|
questa relazione|questo brano|questo paragrafo|questi messaggi|questo messaggio|questo elenco|
questa lista|questa funzione|questo contratto|questo accordo|questa tabella|questi commenti|
questa recensione|questa storia|questa poesia|questo script|questa query|questo schema|
questa frase|questa nota|riceverai|ti verrà fornito|è fornito|sono forniti|è allegato|
sono allegati|usa questo|usa questa|usa questi|usa il seguente|usa la seguente|usando l'elenco|
usando il testo|in base a|sulla base di|basandoti su|a partire da`,
		"binding": `deve|devono|devi|dovete|bisogna|è necessario|necessario|obbligatorio|obbligatoriamente|richiesto|
richiede|assicurati|assicurati di|accertati|garantisci|sempre|mai|solo|soltanto|solamente|
unicamente|esclusivamente|non|non usare|evita|evitare|astieniti|non più di|non meno di|
al massimo|al minimo|almeno|massimo|minimo|limitato a|limitati|meno di|superare|eccedere|
rigorosamente|strettamente|rispetta|consentito|non consentito|vietato|proibito|in nessun caso|
per nessun motivo|è importante|importante|ricorda|ricordati|fai attenzione|attenzione a|
niente gergo|senza gergo|senza emoji|niente emoji|senza hashtag|sii conciso|sii breve|
sii specifico|sii cortese|sii onesto|nessun|nessuna|nessuno|mantieni`,
		"require": `mantieni|conserva|preserva|rispetta|usa solo|usa soltanto|utilizza solo|usa esclusivamente|
escludi|tranne|eccetto|salvo|a meno che|altrimenti|invece di|anziché|piuttosto che|limita|
restringi|includi|menziona|copri|concentrati su|segui|cita|per ogni|per ciascun|per ciascuna|
ciascun|ciascuna|senza|fino a|meno di|esattamente|in italiano|in inglese|nella lingua|
nella stessa lingua|usa|utilizza|aggiungi|indica`,
		"length": `meno di|al massimo|non più di|massimo|max|fino a|al minimo|almeno|non meno di|esattamente|tra|
fra|breve|brevi|brevemente|corto|corta|corti|corte|più corto|conciso|concisa|sintetico|sintetica|
succinto|di una riga|una riga|una frase|un paragrafo|una sola frase|un solo paragrafo|
poche frasi|qualche frase|poche parole|in poche|lunghezza|lungo|lunga|limite di parole|
limite di caratteri|parole o meno|o meno|tl dr|tldr|limitati a|entro`,
		"fallback": `se non sai|se non lo sai|se non hai|se non c'è|se non ci sono|se c'è|se ci sono|se trovi|se noti|
se incontri|quando c'è|quando ci sono|quando il|quando la|quando un|quando una|se non sei sicuro|
se non sei sicura|in caso di dubbio|nel dubbio|se non puoi|se non è possibile|se nessun|
se nessuna|se niente|se il|se la|se i|se gli|se le|se un|se una|se qualcuno|se l'utente|
se un utente|se il cliente|se un cliente|altrimenti|in caso contrario|nel caso in cui|in caso di|
qualora|di che non lo sai|dì che non lo sai|rispondi solo se|informazioni insufficienti|
non ci sono abbastanza informazioni|non inventare|non inventare nulla|mai inventare|
non tirare a indovinare|non indovinare|non supporre|non allucinare|
nessuna informazione rilevante`,
		"format": `formato|formattato|formattata|formatta|formattazione|rispondi con|rispondi in|rispondi usando|
sotto forma di|in forma di|nel formato|in formato|come tabella|come una tabella|come elenco|
come lista|come json|in json|elenco puntato|elenco numerato|a punti|con punti elenco|
in una tabella|in un elenco|in una lista|in markdown|in yaml|in csv|usando markdown|
usa un elenco|usa una tabella|usa elenchi|organizza|struttura|strutturato come|inizia con|
comincia con|termina con|finisci con|seguito da|seguita da|metti|inserisci|tra virgolette|
presenta|presentalo|presentali|presenta ogni|su una riga a sé|uno per riga|una per riga|per riga|
separato da|separati da|separa|la struttura|il seguente formato|la seguente struttura|
il seguente modello|questo formato|questa struttura|questo modello|layout|impaginazione|
l'output deve|il tuo output deve|la risposta deve|la tua risposta deve|deve essere formattato|
nel seguente formato|secondo il seguente formato|sotto i sottotitoli|con le colonne|con i campi|
con un titolo|con un'intestazione|raggruppa|restituisci solo`,
		"example": `per esempio|ad esempio|ad es|per es|es|come per esempio|ecco un esempio|ecco alcuni esempi|
ecco degli esempi|un esempio di|esempi di|esempio di|output di esempio|input di esempio|
come ad esempio|tale come|come questo|come segue|cioè|vedi l'esempio|vedi gli esempi|
il seguente esempio|i seguenti esempi|questo esempio|questi esempi|esempio 1|esempio 2|
a titolo di esempio`,
		"imitate": `stessa lingua|stesso stile|stesso tono|stessa voce|stesso formato di|nello stile di|
alla maniera di|con la voce di|imita|imitare|emula|emulare|segui lo stile|come l'esempio|
come nell'esempio|come negli esempi|simile a|sul modello di|ispirandoti a`,
		"reason": `passo dopo passo|passo passo|un passo alla volta|pensa|pensare|pensaci|pensa bene|
pensa attentamente|ragiona|ragionare|ragionamento|ragiona passo dopo passo|pensiamo|ragioniamo|
fai un respiro profondo|procedi passo dopo passo|procedi per passi|mostra il tuo lavoro|
mostra il tuo ragionamento|spiega il tuo ragionamento|giustifica|giustifica la risposta|
catena di pensiero|scomponi|scomponi il problema|suddividi|processo di pensiero|considera|
analizza|individua|rifletti|valuta|fai un passo indietro|uno alla volta|uno per uno`,
		"sequence": `prima|per prima cosa|innanzitutto|anzitutto|in primo luogo|primo|in secondo luogo|terzo|
in terzo luogo|poi|dopo|quindi|successivamente|infine|alla fine|per ultimo|da ultimo|in seguito|
dopo di che|dopodiché|passo 1|passo 2|passaggio 1|passaggio 2|una volta che|quando avrai|
dopo aver|dopo avere|inizia da|inizia con|seguito da|e poi|solo allora|in quest'ordine|
in questo ordine`,
		"verify": `verifica|verifichi|verifica che|verifica il|verifica la|verifica ogni|controlla|controlla che|
controlla il|controlla la|controlla ogni|ricontrolla|rivedi la|rivedi il|rileggi|rileggi la|
conferma che|conferma il|convalida|valida il|testa il|testa la|assicurati che|doppio controllo|
sostituendo|controllalo|verificalo`,
		"scratch": `bozza|blocco note|scratchpad|processo di pensiero|tag di ragionamento|tag thinking|
monologo interiore|e solo allora|solo dopo`,
		"before": `prima di rispondere|prima di dare|prima di scrivere|prima di iniziare|prima di cominciare|
prima della risposta|prima di redigere`,
		"ask": `fammi domande|fammi delle domande|chiedimi|domande di chiarimento|domande chiarificatrici|
fai domande|chiedi chiarimenti|finché non hai abbastanza|fino ad avere abbastanza|
se qualcosa non è chiaro|se qualcosa non ti è chiaro`,
		"frame": `il tuo compito è|il tuo lavoro è|il tuo obiettivo è|la tua missione è|il tuo ruolo è di|
il compito è|la domanda è|la richiesta è|l'obiettivo è|voglio che tu|ho bisogno che tu|
vorrei che tu|voglio che|ho bisogno che|vorrei che|voglio|ho bisogno|vorrei|aiutami|puoi|
potresti|per favore|per cortesia|dovrai|devi|il suo compito è`,
		"polite": `potresti per favore|puoi per favore|per favore potresti|per favore puoi|saresti così gentile|
sarebbe così gentile|ti dispiacerebbe|le dispiacerebbe|se non è troppo disturbo|
se non ti dispiace|se non le dispiace|mi piacerebbe molto se|te ne sarei grato|te ne sarei grata|
ti sarei grato|ti sarei grata|le sarei grato|gradirei|quando hai un momento|mi chiedevo se|
mi domandavo se|pensi di potere|sarebbe possibile|è possibile|gentilmente|cortesemente|
avresti la gentilezza`,
		"greeting": `ciao|salve|buongiorno|buonasera|buon pomeriggio|saluti|caro|cara|gentile|egregio|grazie|
grazie mille|grazie in anticipo|ti ringrazio|vi ringrazio|cordiali saluti|un saluto|a presto|hey|
hi`,
		"vagueVerb": `parlami di|parlami della|parlami del|raccontami di|dimmi qualcosa|parla di|aiutami con|aiuta con|
fai qualcosa|occupati di|lavora su|dai un'occhiata|guarda questo|fallo|fai questo|sistemalo|
sistema questo|qualcosa su|qualcosa di|cosa ne pensi di|che ne pensi di|che ne dici di|e se|
ripassa|info su|informazioni su|cose su`,
		"gimmick": `mancia|ti darò una mancia|ti do una mancia|ti pagherò|ti pago|penalizzato|penalizzata|penalità|
punito|punita|multato|perderai|ti ricompenserò|ricompensa|200 $|200 dollari|200 euro|
la mia carriera dipende|è molto importante per la mia carriera|altrimenti ti|sarai licenziato|
verrai licenziato|in modo naturale e umano|come un essere umano`,
		"hedge": `se opportuno|se appropriato|quando opportuno|se necessario|quando necessario|dove necessario|
all'occorrenza|se serve|se utile|quando utile|se possibile|quando possibile|ove possibile|
per quanto possibile|se pertinente|quando pertinente|se rilevante|se applicabile|
dove applicabile|cerca di|prova a|sentiti libero|non esitare|se puoi|idealmente|forse|magari|
eventualmente|facoltativamente|facoltativo|opzionale|dove ha senso|se ha senso|come preferisci|
come ritieni opportuno|se vuoi|se lo desideri|a tua discrezione`,
		"narrow": `concentrandoti su|concentrati su|incentrato su|incentrata su|focalizzato su|focalizzata su|
con un focus su|con particolare attenzione a|con enfasi su|specificamente|in particolare|
particolarmente|soprattutto|specialmente|in termini di|rispetto a|in confronto a|confrontato con|
a differenza di|mettendo l'accento su|per quanto riguarda|riguardo a|in merito a|relativo a|
relativa a|limitato a|limitata a|solo su|specifico per|legato a|legata a|relativo al`,
		"only": `solo la risposta|soltanto la risposta|solo il risultato|solo il codice|solo la traduzione|
solo il testo|solo il json|solo il numero|solo il nome|solo l'elenco|solo la lista|solo l'output|
rispondi solo|rispondi soltanto|rispondi esclusivamente|restituisci solo|restituisci soltanto|
scrivi solo|dai solo|fornisci solo|includi solo|nient'altro|nessun altro testo|
senza testo aggiuntivo|nessun testo aggiuntivo|senza spiegazioni|senza spiegazione|
nessuna spiegazione|senza commenti|senza commento|nessun commento|senza preambolo|
senza introduzione|non spiegare|e nient'altro|e basta`,
		"negation": `non|mai|senza|evita|evitare|né|nessun|nessuna|nessuno|niente|nulla`,
		"depth": `in dettaglio|dettagliatamente|dettagliato|dettagliata|a fondo|in profondità|approfondito|
approfondita|approfonditamente|esaurientemente|tutte le informazioni|
tutte le informazioni necessarie|tutte le informazioni rilevanti|spiegazione passo passo|
spiegazione completa|nei minimi dettagli|in modo completo`,
		"output": `restituisci|restituisca|restituire|rispondi|risponda|stampa|output|mostra|genera`,
		"answer": `la tua risposta|la sua risposta|tutta la tua risposta|tutta la risposta|la risposta deve|il tuo output|
nella tua risposta|nella sua risposta|rispondi con|risponda con|rispondi in|risponda in|rispondi solo|
termina la tua|concludi la tua|inizia la tua|racchiudi la tua|racchiudi l'intera`,
	},
	sections: map[string]string{
		"example":    "esempio esempi campione campioni dimostrazione dimostrazioni",
		"role":       "ruolo identità persona personaggio personalità chi",
		"format":     "formato formati formattazione modello template struttura schema output uscita consegna layout impaginazione presentazione",
		"constraint": "suggerimento suggerimenti consiglio consigli promemoria attenzione avvertenza avvertenze regole regola vincoli vincolo requisiti requisito linee guida direttive limitazioni limiti importante note nota tono stile lunghezza politica criteri condizioni",
		"reasoning":  "passi passo passaggi passaggio fasi fase processo approccio metodo metodologia procedura flusso ragionamento pensiero analisi piano",
		"context":    "contesto premessa sfondo informazioni situazione pubblico destinatari scopo obiettivo obiettivi missione scenario ambito",
		"material":   "input ingresso testo documento documenti dati trascrizione articolo brano contenuto codice cronologia conversazione email saggio relazione contratto commenti feedback fonte fonti riferimento riferimenti materiale materiali allegato estratto",
		"task":       "compito compiti istruzione istruzioni domanda domande richiesta problema incarico",
	},
	kinds: map[string]string{
		"code":        "funzione funzioni codice script programma programmi modulo classe classi",
		"query":       "query interrogazione interrogazioni sql comando comandi regex",
		"post":        "post tweet didascalia didascalie annuncio annunci pubblicità slogan motto titolo titoli headline",
		"email":       "email e-mail mail lettera lettere messaggio messaggi nota promemoria",
		"summary":     "riassunto riassunti sintesi abstract paragrafo descrizione",
		"article":     "blog articolo articoli saggio tema relazione report newsletter guida",
		"haiku":       "haiku",
		"poem":        "poesia poesie sonetto limerick canzone canzoni",
		"story":       "racconto racconti storia storie narrazione sceneggiatura copione dialogo discorso",
		"plan":        "piano piani itinerario agenda programma calendario",
		"comparison":  "confronto confronti comparazione",
		"recipe":      "ricetta ricette",
		"lesson":      "lezione lezioni quiz programma",
		"translation": "traduzione traduzioni",
		"resume":      "curriculum cv",
		"proposal":    "proposta proposte",
	},
	tasks: map[string]string{
		"reason":   "risolvi risolva risolvete risolvere risolvendo risolvilo risolvila risolvili risolvile risolvimi risolvici risolvigli risolvine calcola calcoli calcolate calcolare calcolando calcolalo calcolala calcolali calcolale calcolami calcolaci calcolagli calcolane dimostra dimostri dimostrate dimostrare dimostrando dimostralo dimostrala dimostrali dimostrale dimostrami dimostraci dimostragli dimostrane deriva derivi derivate derivare derivando derivalo derivala derivali derivale derivami derivaci derivagli derivane debugga diagnostica diagnostichi diagnosticate diagnosticare diagnosticando diagnosticalo diagnosticala diagnosticali diagnosticale diagnosticami diagnosticaci diagnosticagli diagnosticane analizza analizzi analizzate analizzare analizzando analizzalo analizzala analizzali analizzale analizzami analizzaci analizzagli analizzane confronta confronti confrontate confrontare confrontando confrontalo confrontala confrontali confrontale confrontami confrontaci confrontagli confrontane valuta valuti valutate valutare valutando valutalo valutala valutali valutale valutami valutaci valutagli valutane decidi decida decidete decidere decidendo decidilo decidila decidili decidile decidimi decidici decidigli decidine determina determini determinate determinare determinando determinalo determinala determinali determinale determinami determinaci determinagli determinane pianifica pianifichi pianificate pianificare pianificando pianificalo pianificala pianificali pianificale pianificami pianificaci pianificagli pianificane stima stimi stimate stimare stimando stimalo stimala stimali stimale stimami stimaci stimagli stimane ottimizza ottimizzi ottimizzate ottimizzare ottimizzando ottimizzalo ottimizzala ottimizzali ottimizzale ottimizzami ottimizzaci ottimizzagli ottimizzane consiglia raccomanda raccomandi raccomandate raccomandare raccomandando raccomandalo raccomandala raccomandali raccomandale raccomandami raccomandaci raccomandagli raccomandane scegli scelga perché dovrei dovrebbe classifica classifichi classificate classificare classificando classificalo classificala classificali classificale classificami classificaci classificagli classificane giustifica giustifichi giustificate giustificare giustificando giustificalo giustificala giustificali giustificale giustificami giustificaci giustificagli giustificane",
		"example":  "classifica classifichi classificate classificare classificando classificalo classificala classificali classificale classificami classificaci classificagli classificane categorizza categorizzi categorizzate categorizzare categorizzando categorizzalo categorizzala categorizzali categorizzale categorizzami categorizzaci categorizzagli categorizzane etichetta etichetti etichettate etichettare etichettando etichettalo etichettala etichettali etichettale etichettami etichettaci etichettagli etichettane estrai converti convertire trasforma trasformi trasformate trasformare trasformando trasformalo trasformala trasformali trasformale trasformami trasformaci trasformagli trasformane formatta formatti formattate formattare formattando formattalo formattala formattali formattale formattami formattaci formattagli formattane riscrivi riscriva riscrivete riscrivere riscrivendo riscrivilo riscrivila riscrivili riscrivile riscrivimi riscrivici riscrivigli riscrivine parafrasa parafrasi parafrasate parafrasare parafrasando parafrasalo parafrasala parafrasali parafrasale parafrasami parafrasaci parafrasagli parafrasane riformula riformuli riformulate riformulare riformulando riformulalo riformulala riformulali riformulale riformulami riformulaci riformulagli riformulane genera generi generate generare generando generalo generala generali generale generami generaci generagli generane scrivi scriva scrivete scrivere scrivendo scrivilo scrivila scrivili scrivile scrivimi scrivici scrivigli scrivine redigi crea crei create creare creando crealo creala creali creale creami creaci creagli creane traduci tradurre riassumi riassuma riassumete riassumere riassumendo riassumilo riassumila riassumili riassumile riassumimi riassumici riassumigli riassumine tweet post didascalia slogan titolo titoli nome nomi idee domande",
		"debug":    "debugga diagnostica diagnostichi diagnosticate diagnosticare diagnosticando diagnosticalo diagnosticala diagnosticali diagnosticale diagnosticami diagnosticaci diagnosticagli diagnosticane correggi correggere ripara ripari riparate riparare riparando riparalo riparala riparali riparale riparami riparaci riparagli riparane sistema sistemi sistemate sistemare sistemando sistemalo sistemala sistemali sistemale sistemami sistemaci sistemagli sistemane errore errori guasto fallisce crash bug",
		"compare":  "confronta confronti confrontate confrontare confrontando confrontalo confrontala confrontali confrontale confrontami confrontaci confrontagli confrontane valuta valuti valutate valutare valutando valutalo valutala valutali valutale valutami valutaci valutagli valutane scegli scegliere decidi decida decidete decidere decidendo decidilo decidila decidili decidile decidimi decidici decidigli decidine consiglia raccomanda raccomandi raccomandate raccomandare raccomandando raccomandalo raccomandala raccomandali raccomandale raccomandami raccomandaci raccomandagli raccomandane ordina ordini ordinate ordinare ordinando ordinalo ordinala ordinali ordinale ordinami ordinaci ordinagli ordinane versus vs",
		"compute":  "risolvi risolva risolvete risolvere risolvendo risolvilo risolvila risolvili risolvile risolvimi risolvici risolvigli risolvine calcola calcoli calcolate calcolare calcolando calcolalo calcolala calcolali calcolale calcolami calcolaci calcolagli calcolane dimostra dimostri dimostrate dimostrare dimostrando dimostralo dimostrala dimostrali dimostrale dimostrami dimostraci dimostragli dimostrane deriva derivi derivate derivare derivando derivalo derivala derivali derivale derivami derivaci derivagli derivane stima stimi stimate stimare stimando stimalo stimala stimali stimale stimami stimaci stimagli stimane equazione equazioni",
		"classify": "classifica classifichi classificate classificare classificando classificalo classificala classificali classificale classificami classificaci classificagli classificane categorizza categorizzi categorizzate categorizzare categorizzando categorizzalo categorizzala categorizzali categorizzale categorizzami categorizzaci categorizzagli categorizzane etichetta etichetti etichettate etichettare etichettando etichettalo etichettala etichettali etichettale etichettami etichettaci etichettagli etichettane",
		"plan":     "pianifica pianifichi pianificate pianificare pianificando pianificalo pianificala pianificali pianificale pianificami pianificaci pianificagli pianificane ottimizza ottimizzi ottimizzate ottimizzare ottimizzando ottimizzalo ottimizzala ottimizzali ottimizzale ottimizzami ottimizzaci ottimizzagli ottimizzane progetta progetti progettate progettare progettando progettalo progettala progettali progettale progettami progettaci progettagli progettane organizza organizzi organizzate organizzare organizzando organizzalo organizzala organizzali organizzale organizzami organizzaci organizzagli organizzane",
	},
	domains: []domain{
		{"digiuno studio studi clinico clinica clinici randomizzato randomizzati metanalisi meta-analisi coorte placebo", "un ricercatore clinico che valuta le evidenze degli studi"},
		{"dieta nutrizione alimentazione calorie proteine pasto pasti vitamina vitamine nutrizionale", "un dietista"},
		{"sintomo sintomi malattia diagnosi farmaco farmaci medico medica paziente pazienti salute", "un medico"},
		{"contratto affitto locazione clausola responsabilità legale legge diritto avvocato inquilino locatore gdpr tribunale causa", "un avvocato specializzato in quest'area del diritto"},
		{"tasse imposte fiscale irpef detrazione detrazioni commercialista contabilità dichiarazione", "un commercialista"},
		{"bitcoin ethereum cripto criptovaluta criptovalute token blockchain defi nft wallet portafoglio solana stablecoin", "un analista del mercato delle criptovalute"},
		{"investire investimento investimenti azione azioni obbligazione obbligazioni portafoglio budget finanza finanze finanziario finanziaria fatturato prestito mutuo", "un analista finanziario"},
		{"sql query database tabella tabelle postgres mysql sqlite", "un ingegnere di database"},
		{"python javascript typescript java golang rust c++ ruby php kotlin swift bash shell", "un ingegnere del software senior"},
		{"codice funzione bug debug api script programma algoritmo regex git docker kubernetes backend frontend", "un ingegnere del software senior"},
		{"dati dataset csv foglio statistica statistiche regressione metriche dashboard", "un analista di dati"},
		{"equazione integrale derivata algebra geometria probabilità calcolo teorema dimostrazione matematica", "un insegnante di matematica"},
		{"fisica chimica biologia fotosintesi cellula molecola quantistica clima ecosistema evoluzione", "un insegnante di scienze"},
		{"storia guerra impero secolo rivoluzione antico antica medievale storico storica", "uno storico"},
		{"marketing campagna marchio brand seo pubblicità annuncio lancio clienti vendite saldi promozione sconto newsletter", "un copywriter di marketing"},
		{"curriculum cv colloquio carriera assunzione selezionatore recruiter", "un career coach"},
		{"lezione studenti alunni programma classe insegnare insegnamento quiz", "un insegnante"},
		{"ricetta cucinare cucina infornare ingredienti piatto", "uno chef"},
		{"viaggio viaggi itinerario vacanza vacanze hotel volo", "un organizzatore di viaggi"},
		{"allenamento esercizio esercizi fitness corsa maratona palestra", "un personal trainer certificato"},
		{"poesia poesie haiku sonetto limerick versi rima", "un poeta"},
		{"racconto romanzo narrativa personaggio trama sceneggiatura", "uno scrittore di narrativa"},
		{"blog post articolo saggio newsletter testo titolo tweet linkedin", "un editor"},
	},
	text: map[string]string{
		"report.score":                      "Punteggio del prompt",
		"report.grade":                      "voto",
		"report.percentile":                 "percentile",
		"report.fixes":                      "Correzioni principali",
		"report.evidence":                   "Motivazioni",
		"report.missing":                    "manca:",
		"band.absent":                       "assente",
		"band.bare":                         "generico",
		"band.specific":                     "specifico",
		"band.thorough":                     "esauriente",
		"evidence.read":                     "%s, letto in %s",
		"report.nofixes":                    "Nessuna correzione utile: ogni dimensione di cui questo compito ha bisogno è coperta.",
		"warn.percentile_english_reference": "Il percentile confronta questo prompt con il corpus di riferimento, che è in inglese.",
		"role.code":                         "un ingegnere del software",
		"role.query":                        "un ingegnere di database",
		"role.post":                         "un copywriter per i social media",
		"role.email":                        "un copywriter",
		"role.summary":                      "un analista",
		"role.article":                      "un giornalista",
		"role.haiku":                        "un poeta",
		"role.poem":                         "un poeta",
		"role.story":                        "uno scrittore di narrativa",
		"role.plan":                         "un pianificatore",
		"role.recipe":                       "uno chef",
		"role.lesson":                       "un insegnante",
		"role.translation":                  "un traduttore",
		"role.resume":                       "un selezionatore del personale",
		"role.proposal":                     "un consulente",
		"role.unknown":                      "un [esperto di cui ha bisogno questo compito] che [fa cosa, per chi]",
		"role.youare":                       "Sei %s.",
		"audience.content":                  "acquirenti alla prima esperienza che conoscono il marchio ma non il prodotto",
		"audience.research":                 "decisori politici che hanno bisogno delle evidenze, non del gergo",
		"audience.crypto":                   "piccoli investitori alle prime armi con i dati on-chain",
		"audience.developer":                "uno sviluppatore junior del mio team che conosce le basi",
		"audience.students":                 "studenti di terza media che affrontano l'argomento per la prima volta",
		"audience.lay":                      "adulti senza formazione medica",
		"audience.customers":                "clienti che hanno già acquistato da noi",
		"audience.investors":                "lettori che non hanno mai comprato un'azione o una criptovaluta",
		"audience.default":                  "[chi lo leggerà], che sa già [cosa]",
		"audience.for":                      "per %s",
		"constraint.default":                "tratta solo [ciò che conta] e dillo se non sei sicuro",
		"constraint.code":                   "usa solo la libreria standard e gestisci l'input vuoto",
		"constraint.query":                  "usa solo la libreria standard e gestisci l'input vuoto",
		"constraint.post":                   "cita il nome del prodotto una sola volta ed evita gli hashtag",
		"constraint.email":                  "chiudi con un'unica richiesta chiara",
		"constraint.summary":                "riporta ogni cifra esattamente come nella fonte",
		"constraint.article":                "indica una fonte per ogni cifra",
		"constraint.haiku":                  "costruiscilo attorno a un'unica immagine concreta ed evita la parola «foglie»",
		"constraint.poem":                   "chiudi con un'immagine, non con una morale",
		"constraint.story":                  "chiudi con un'immagine, non con una morale",
		"constraint.plan":                   "rispetta un budget di [importo] e lascia un pomeriggio libero",
		"lengthand.email":                   "resta sotto le 150 parole e %s",
		"lengthand.article":                 "resta sotto le 800 parole e %s",
		"lengthand.poem":                    "resta sotto le 300 parole e %s",
		"lengthand.story":                   "resta sotto le 300 parole e %s",
		"length.post":                       "meno di 280 caratteri",
		"length.email":                      "meno di 150 parole",
		"length.summary":                    "da 3 a 5 frasi",
		"length.article":                    "circa 800 parole",
		"length.code":                       "una funzione di meno di 40 righe",
		"length.query":                      "una funzione di meno di 40 righe",
		"length.default":                    "meno di 200 parole",
		"shape.answeronly":                  "solo la risposta, su una riga, senza nulla prima o dopo",
		"shape.list":                        "un elenco numerato, un elemento per riga",
		"shape.prose":                       "paragrafi di testo continuo, e quanti",
		"shape.haiku":                       "solo la poesia, con un titolo e senza commenti",
		"shape.poem":                        "solo la poesia, con un titolo e senza commenti",
		"shape.story":                       "solo il testo, con un titolo e senza commenti",
		"shape.code":                        "un unico blocco di codice, poi tre punti elenco su come funziona",
		"shape.query":                       "la query in un blocco di codice, poi una frase su cosa fa",
		"shape.email":                       "una riga dell'oggetto, poi il corpo, poi una chiusura di una riga",
		"shape.comparison":                  "una tabella con una riga per opzione e colonne per costo, rischio e idoneità",
		"shape.post":                        "solo il testo, senza preamboli",
		"shape.article":                     "un titolo, tre sezioni con intestazioni e un riassunto di due righe",
		"shape.plan":                        "una tabella con una riga per giorno e colonne per orario, attività e costo",
		"shape.reasons":                     "la risposta in una frase, poi le ragioni in un elenco puntato",
		"shape.default":                     "tre brevi paragrafi, preceduti da un riassunto di una riga",
		"steps.debug":                       "Prima riproduci il problema e leggi l'errore, poi elenca le cause probabili e verifica la più probabile, quindi conferma la correzione",
		"steps.compare":                     "Prima elenca i criteri che contano qui, poi valuta ogni opzione in base a essi, quindi consigliane una e spiega perché",
		"steps.compute":                     "Prima elenca i dati del problema, poi risolvi ogni parte in ordine, quindi controlla il risultato prima di rispondere",
		"steps.classify":                    "Prima individua gli indizi nel testo, poi confrontali con la definizione di ogni etichetta, quindi indica l'etichetta",
		"steps.plan":                        "Prima scomponi l'obiettivo nelle sue parti, poi affrontale una per una, quindi verifica il piano rispetto all'obiettivo",
		"steps.default":                     "Prima capisci che cosa richiede la domanda, poi ragiona in ordine, quindi controlla la tua risposta",
		"task.email":                        "Scrivi un'email di 120 parole che chieda al fornitore di confermare la nuova data di consegna.",
		"task.code":                         "Scrivi una funzione Python che restituisca la mediana di una lista di numeri.",
		"task.query":                        "Scrivi una funzione Python che restituisca la mediana di una lista di numeri.",
		"task.post":                         "Scrivi tre titoli di meno di 60 caratteri per l'annuncio del lancio.",
		"task.default":                      "Riassumi la relazione qui sotto in cinque punti elenco.",
		"example.io":                        "Input: ... Output: ...",
		"quantity.example":                  "opzioni",
		"placeholder.audience":              "Pubblico: [chi leggerà questo testo e che cosa sa già]",
		"placeholder.purpose":               "Scopo: [a che cosa serve la risposta]",
		"placeholder.requirements":          "Requisiti: [che cosa la risposta deve includere o evitare%s]",
		"placeholder.length":                "; una lunghezza come %s",
		"placeholder.format":                "Formato di output: [per esempio, %s]",
		"placeholder.role":                  "Ruolo: [la competenza di cui ha bisogno la risposta, ad es. %s]",
		"placeholder.anyrole":               "un esperto del settore del compito, e che cosa fa per chi",
		"placeholder.example":               "Esempio: [un input e l'output che vuoi per quell'input]",
		"change.asked":                      "Richiesto «%s» come segnaposto da compilare; non vale punti finché non viene compilato.",
		"change.input":                      "L'input incollato è ora tra tag <input>, separato dalle istruzioni.",
		"ignored.material":                  "%d brano/i incollato/i o citato/i",
		"ignored.repeats":                   "%d frase/i ripetuta/e",
		"ignored.gimmicks":                  "%d mancia/e, minaccia/e o trucco/hi",
		"evidence.more":                     "altro",
		"fix.clarity.task":                  "Formula il compito come un'unica istruzione: inizia con un verbo che nomini il lavoro, ad es. %q.",
		"fix.clarity.object":                "Indica su che cosa agisce l'istruzione: il testo, i dati o l'argomento su cui lavora.",
		"fix.clarity.direct":                "Chiedi direttamente: togli %q e inizia con il verbo.",
		"fix.clarity.delimiters":            "Metti tra virgolette o tag i termini esatti o l'input del compito, così che il modello li distingua dall'istruzione.",
		"fix.clarity.sections":              "Separa l'input dall'istruzione: mettilo dopo un'etichetta o dentro dei tag, ad es. <text>...</text>.",
		"fix.clarity.negative":              "Di' che cosa fare invece di che cosa non fare: riformula %q come istruzione positiva.",
		"fix.clarity.vague":                 "Sostituisci %q con il lavoro vero e proprio: spiega, elenca, confronta, redigi...",
		"fix.clarity.filler":                "Togli %q: non aggiunge nulla che il modello possa usare.",
		"fix.specificity.detail":            "Aggiungi i dettagli che conosci solo tu: quale esattamente, per chi, quanto, entro quando, in quale contesto.",
		"fix.specificity.pinned":            "Fissa ciò che decide la risposta: quale esattamente, quanti, per quale periodo, con quale criterio, con quale budget.",
		"fix.specificity.focus":             "Di' quale parte conta di più, ad es. «concentrandoti sui costi, non sulle funzionalità».",
		"fix.specificity.quantity":          "Di' quanti o quanto ne vuoi, ad es. «tre %s».",
		"fix.specificity.open":              "Di' quanti e con quale criterio, invece di «alcuni» o «qualche».",
		"fix.specificity.vague":             "Sostituisci %q con ciò che intendi davvero.",
		"fix.context.audience":              "Di' per chi è la risposta e che cosa sa già, ad es. %q.",
		"fix.context.situation":             "Descrivi la tua situazione in una frase: chi sei, a che cosa stai lavorando, che cosa hai già provato.",
		"fix.context.purpose":               "Di' a che cosa serve la risposta, ad es. «così da poter...», e come sarebbe un buon risultato.",
		"fix.context.reference":             "Incolla il materiale su cui lavorare dopo un'etichetta o tra tag, e fai riferimento a esso («il testo qui sotto»).",
		"fix.constraints.stated":            "Indica un requisito che la risposta deve rispettare, ad es. %q.",
		"fix.constraints.specific":          "Rendi i requisiti specifici per questo compito: che cosa includere, che cosa escludere, quali limiti valgono.",
		"fix.constraints.length":            "Indica una lunghezza misurabile, ad es. %q.",
		"fix.constraints.scope":             "Di' che cosa la risposta deve includere o tralasciare, nominandolo.",
		"fix.constraints.fallback":          "Di' che cosa fare quando la risposta non è nota o l'input è insolito, ad es. «Se il testo non contiene date, rispondi \"nessuna\".»",
		"fix.constraints.style":             "Indica il tono o il registro, ad es. «semplice e cordiale, senza gergo».",
		"fix.output_format.stated":          "Di' come deve essere la risposta, ad es. %q.",
		"fix.output_format.shape":           "Indica la forma della risposta, ad es. %q.",
		"fix.output_format.specific":        "Specifica le parti della risposta per questo compito: quali campi o sezioni, in che ordine, quanti.",
		"fix.output_format.deliverable":     "Indica che cosa vuoi ottenere: un'email, una tabella, una funzione Python...",
		"fix.role_definition.stated":        "Aggiungi un ruolo legato a questo compito: %q.",
		"fix.role_definition.domain":        "Indica l'ambito del ruolo: %q.",
		"fix.role_definition.task":          "Collega il ruolo al compito: che cosa fa qui questo ruolo e per chi.",
		"fix.role_definition.setting":       "Di' dove lavora il ruolo o a chi si rivolge.",
		"fix.examples.given":                "Mostra un esempio del compito: un input e l'output che vuoi per esso, ad es. <example>%s</example>.",
		"fix.examples.content":              "Fai dell'esempio un caso reale di questo compito, con input e output veri.",
		"fix.examples.several":              "Aggiungi un secondo esempio, diverso, così che il modello non copi il primo.",
		"fix.examples.labelled":             "Metti l'esempio tra tag <example> o etichetta il suo input e il suo output.",
		"fix.cot_structure.stated":          "Chiedi il ragionamento prima della risposta: %q.",
		"fix.cot_structure.steps":           "Indica i passi del lavoro in ordine, ad es. %q.",
		"fix.cot_structure.specific":        "Rendi i passi specifici per questo problema: che cosa controllare o calcolare per primo.",
		"fix.research.sources":              "Chiedi le fonti: «cita una fonte sottoposta a revisione paritaria per ogni affermazione».",
		"fix.research.period":               "Delimita il periodo, ad es. «studi pubblicati dal 2020».",
		"fix.crypto.asset":                  "Indica l'asset e la chain, ad es. «ETH sulla mainnet di Ethereum».",
		"fix.crypto.period":                 "Indica l'arco temporale, ad es. «negli ultimi 30 giorni».",
		"fix.crypto.risk":                   "Chiedi i rischi: «segnala i rischi principali; questa non è una consulenza finanziaria».",
		"fix.content.platform":              "Indica il canale: blog, LinkedIn, newsletter, X...",
		"fix.content.tone":                  "Definisci la voce: «calda e semplice, in seconda persona».",
		"fix.content.length":                "Definisci la lunghezza, ad es. «circa 300 parole».",
		"fix.content.cta":                   "Di' che cosa deve fare il lettore dopo: una call to action.",
		"earns.clarity.task":                "un'istruzione o una domanda esplicita",
		"earns.clarity.object":              "l'istruzione nomina ciò su cui agisce: una parola di contenuto o un {segnaposto} dopo il verbo",
		"earns.clarity.direct":              "la richiesta è fatta direttamente, non in forma esitante o di cortesia",
		"earns.clarity.delimiters":          "virgolette o tag segnano i termini chiave o i dati",
		"earns.clarity.sections":            "il prompt è diviso in parti: intestazioni, etichette, tag, blocchi di codice o un brano citato",
		"earns.clarity.questions":           "invita a porre domande di chiarimento prima della risposta",
		"earns.clarity.negative":            "istruzioni formulate come ciò che non si deve fare; 2 per una domanda negativa",
		"earns.clarity.vague":               "un verbo vago («parlami di», «aiutami con») o un riferimento a nulla",
		"earns.clarity.filler":              "saluti e chiacchiere attorno alla richiesta",
		"earns.specificity.detail":          "i dettagli propri del compito: le parole specifiche dell'istruzione e i fatti che fornisce; parole generiche e ripetizioni non contano",
		"earns.specificity.pinned":          "ciò che il compito fissa e che decide la risposta, ogni tipo una volta: quale (un nome, un termine citato), quanti, quale periodo, con quale criterio, entro quale limite",
		"earns.specificity.focus":           "restringe il focus («concentrandoti su», «in particolare», «rispetto a»)",
		"earns.specificity.quantity":        "dice quanti o quanto se ne vuole",
		"earns.specificity.depth":           "chiede un livello di dettaglio nel compito stesso («un saggio dettagliato»)",
		"earns.specificity.open":            "lascia aperta la scelta: «alcuni», «qualche idea», «qualche consiglio» senza numero né criterio",
		"earns.specificity.vague":           "parole vaghe nel compito («qualcosa», «roba», «cose»)",
		"earns.context.audience":            "per chi è la risposta, in base alle parole specifiche che lo indicano",
		"earns.context.situation":           "chi chiede e la sua situazione, per ciò che ogni frase dice di specifico",
		"earns.context.purpose":             "a che cosa serve la risposta, in base alle parole specifiche che lo dicono",
		"earns.context.reference":           "fornisce il materiale su cui lavorare e vi fa riferimento (conta una volta)",
		"earns.constraints.stated":          "viene indicato un requisito, per quanto generico",
		"earns.constraints.specific":        "requisiti che vincolano questa risposta, per le loro parole specifiche, numeri e nomi",
		"earns.constraints.length":          "una lunghezza misurabile («meno di 100 parole», «una frase»)",
		"earns.constraints.scope":           "che cosa includere o tralasciare, nominandolo",
		"earns.constraints.fallback":        "che cosa fare in caso di dubbio o in un caso limite",
		"earns.constraints.style":           "un tono, un registro o uno stile indicato",
		"earns.output_format.stated":        "dice come deve essere la risposta",
		"earns.output_format.shape":         "indica una forma concreta: elenco, tabella, JSON, sezioni, tag, blocco di codice",
		"earns.output_format.specific":      "le parti della forma per questo compito: campi, ordine, quantità e nomi",
		"earns.output_format.template":      "mostra un modello, uno schema o dei tag da compilare",
		"earns.output_format.primer":        "termina avviando la risposta («Risposta:», «import»)",
		"earns.output_format.deliverable":   "il compito nomina ciò che va consegnato (saggio, email, funzione...)",
		"earns.role_definition.stated":      "viene dato un ruolo o un personaggio, per quanto generico",
		"earns.role_definition.domain":      "il ruolo indica un ambito o una specializzazione (più di «esperto», «assistente»)",
		"earns.role_definition.task":        "il ruolo è legato a questo compito: ne condivide le parole o ne indica la funzione",
		"earns.role_definition.setting":     "dove lavora il ruolo o a chi si rivolge: nomi, organizzazioni, persone",
		"earns.examples.given":              "dà un esempio del compito: un input, un output o entrambi",
		"earns.examples.content":            "ciò che gli esempi mostrano di questo compito",
		"earns.examples.several":            "due o più esempi",
		"earns.examples.labelled":           "gli esempi sono delimitati o etichettati (tag, Input/Output)",
		"earns.cot_structure.stated":        "chiede di ragionare prima della risposta, per quanto in modo generico",
		"earns.cot_structure.steps":         "indica i passi del lavoro (numerati, o con prima/poi)",
		"earns.cot_structure.specific":      "passi adatti a questo problema: i loro oggetti, controlli e ordine",
		"earns.cot_structure.scratch":       "separa il ragionamento dalla risposta (tag di ragionamento, «poi dai la risposta»)",
		"earns.cot_structure.verify":        "chiede di controllare il risultato",
		"earns.cot_structure.worked":        "gli esempi mostrano il ragionamento, non solo la risposta",
		"earns.research.sources":            "ricerca: chiede fonti o citazioni",
		"earns.research.period":             "ricerca: delimita il periodo",
		"earns.crypto.asset":                "cripto: indica l'asset, il token o la chain",
		"earns.crypto.period":               "cripto: indica un arco temporale",
		"earns.crypto.risk":                 "cripto: chiede rischi e avvertenze",
		"earns.content.platform":            "contenuti: indica il canale (blog, LinkedIn, newsletter)",
		"earns.content.tone":                "contenuti: definisce la voce o il tono",
		"earns.content.length":              "contenuti: definisce la lunghezza",
		"earns.content.cta":                 "contenuti: chiede una call to action",
		"earns.ignored":                     "messo da parte: materiale incollato, ripetizioni, mance, minacce e riempitivi non valgono nulla",
	},
}
