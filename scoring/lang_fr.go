package scoring

// french: the lists and sentences of lang_en.go in French. Words are listed
// with their inflected forms (the engine inflects only English), and
// domains are in the order of english.domains, one for one.
var french = language{
	code:     "fr",
	name:     "French",
	elisions: "l d j m n s t c qu jusqu lorsqu puisqu quoiqu",
	marks:    "les des une est sont dans pour avec ce cette ces vous nous elle ils ne pas sur au aux être votre vos leur leurs du et très aussi comme chaque sans tes peux doit fais qu'il c'est de la le un en que qui nos il écris donne rédige à comment pourquoi quel quelle quels quelles cet trois deux",
	words: map[string]string{
		"stop": `chacun chacune le la les un une des du de au aux à en dans par pour avec sans sur sous entre
vers chez depuis pendant avant après selon contre malgré parmi et ou mais donc or ni car que qui
quoi dont où quel quelle quels quelles lequel laquelle lesquels comment pourquoi quand combien
si ne pas plus jamais rien personne aucun aucune très trop assez peu beaucoup aussi encore déjà
toujours souvent parfois ici là voici voilà ce cet cette ces ça cela ceci celui celle ceux
celles je me moi mon ma mes tu te toi ton ta tes il elle on lui leur leurs son sa ses nous notre
nos vous votre vos ils elles eux se soi y être suis es est sommes êtes sont était étaient été
sera seront serait soit soient avoir ai as a avons avez ont avait avaient eu aura aurait ait
faire fais fait faites font pouvoir peux peut pouvons pouvez peuvent pourrait pourrais pourriez
devoir dois doit devons devez doivent devrait devrais devriez vouloir veux veut voulons voulez
veulent voudrais voudrait aller vais va allons allez vont tout toute tous toutes autre autres
même mêmes chaque plusieurs quelques certains certaines tel telle tels telles alors ensuite puis
enfin ainsi comme etc ex p.ex oui non ok merci plaît d'accord c'est n'est qu'il qu'elle qu'on
qu'un qu'une qu'ils qu'elles d'un d'une l'un l'une j'ai s'il s'ils jusqu'à jusqu'au aujourd'hui
d'autres lorsqu'il lorsque puisque quelqu'un n'importe qu'est-ce est-ce c'était n'a n'ont n'y
s'agit d'ailleurs afin chose choses truc`,
		"generic": `consigne consignes instruction instructions indication indications bon bone bons bones bien
excellent excellente excellents excellentes exceptionnel exceptionnelle exceptionnels
exceptionnelles remarquable remarquables impressionnant impressionnante impressionnants
impressionnantes brillant brillante brillants brillantes fantastique fantastiques formidable
formidables merveilleux merveilleuse merveilleuses parfait parfaite parfaits parfaites idéal
idéale idéaux idéales optimal optimale optimaux optimales meilleur meilleure meilleurs
meilleures mieux efficace efficaces efficacement utile utiles précieux précieuse précieuses
pertinent pertinente pertinents pertinentes intéressant intéressante intéressants intéressantes
captivant captivante captivants captivantes convaincant convaincante convaincants convaincantes
solide solides robuste robustes fiable fiables rigoureux rigoureuse rigoureuses approfondi
approfondie approfondis approfondies complet complète complets complètes exhaustif exhaustive
exhaustifs exhaustives détaillé détaillée détaillés détaillées profond profonde profonds
profondes clair claire clairs claires clairement concis concise conciss concises précis précise
précises précisément exact exacte exacts exactes exactement correct correcte corrects correctes
correctement juste justes approprié appropriée appropriés appropriées adéquat adéquate adéquats
adéquates adapté adaptée adaptés adaptées important importante importants importantes essentiel
essentielle essentiels essentielles crucial cruciale cruciaux cruciales critique critiques vital
vitale vitaux vitales principal principale principaux principales nécessaire nécessaires
pratique pratiques structuré structurée structurés structurées organisé organisée organisés
organisées logique logiques cohérent cohérente cohérents cohérentes lisible lisibles
compréhensible compréhensibles facile faciles facilement simple simples simplement professionnel
professionnelle professionnels professionnelles soigné soignée soignés soignées propre propres
élégant élégante élégants élégantes beau belle beaux belles soigneux soigneuse soigneuses
soigneusement méticuleux méticuleuse méticuleuses objectif objective objectifs objectives
impartial impartiale impartiaux impartiales équilibré équilibrée équilibrés équilibrées honnête
honnêtes créatif créative créatifs créatives innovant innovante innovants innovantes original
originale originaux originales nouveau nouvelle novateur novateure novateurs novateures
intelligent intelligente intelligents intelligentes expert experte experts expertes expérimenté
expérimentée expérimentés expérimentées qualifié qualifiée qualifiés qualifiées compétent
compétente compétents compétentes reconnu reconnue reconnus reconnues renommé renommée renommés
renommées avancé avancée avancés avancées sophistiqué sophistiquée sophistiqués sophistiquées
standard standarde standards standardes général générale généraux générales généralement
globalement essentiellement vraiment réellement totalement complètement hautement extrêmement
possible possibles possiblement probablement certain certaine certains certaines certainement
notamment particulièrement réponse réponses résultat résultats solution solutions contenu
contenus information informations info infos détail détails question questions demande demandes
requête tâche tâches prompt prompts problème problèmes sujet sujets thème thèmes aspect aspects
point points partie parties élément éléments composant composants manière façon niveau niveaux
qualité clarté lisibilité profondeur contexte but buts finalité intention besoin besoins
exigence exigences attente attentes erreur erreurs hypothèse hypothèses exemple exemples cas
scénario scénarios explication explications description descriptions aperçu vue idée pensée
processus structure format formats style ton langage formulation approche approches méthode
méthodes méthodologie technique techniques stratégie stratégies norme normes principe principes
connaissance connaissances compréhension compétence compétences expérience expériences an ans
année années décennie domaine domaines secteur secteurs industrie valeur succès effort travail
aide soutien fait faits argument arguments perspective étape étapes phase phases assure assurez
assurer veille veillez veiller fournis fournissez fournir donne donnez donner utilise utilisez
utiliser applique appliquez inclus incluez inclure considère considérez prends prenez prendre
garde gardez garder évite évitez éviter aidez aider couvre couvrez traite traitez essaie essayez
essayer tâchez tiens tenez tenir compte sois soyez`,
		"taskVerb": `écris écrivez écrire écris-moi écrivez-moi écrivons rédige rédigez rédiger rédiges rédigeons
rédige-moi rédige-le rédige-la rédige-les rédige-lui rédige-leur rédige-nous rédigez-moi
rédigez-le rédigez-la rédigez-les rédigez-lui rédigez-leur rédigez-nous compose composez
composer composes composons compose-moi compose-le compose-la compose-les compose-lui
compose-leur compose-nous composez-moi composez-le composez-la composez-les composez-lui
composez-leur composez-nous crée créez créer crées créons crée-moi crée-le crée-la crée-les
crée-lui crée-leur crée-nous créez-moi créez-le créez-la créez-les créez-lui créez-leur
créez-nous génère générez générer produis produisez produire fais faites faire fais-moi
faites-moi construis construisez construire conçois concevez concevoir développe développez
développer développes développons développe-moi développe-le développe-la développe-les
développe-lui développe-leur développe-nous développez-moi développez-le développez-la
développez-les développez-lui développez-leur développez-nous implémente implémentez implémenter
implémentes implémentons implémente-moi implémente-le implémente-la implémente-les
implémente-lui implémente-leur implémente-nous implémentez-moi implémentez-le implémentez-la
implémentez-les implémentez-lui implémentez-leur implémentez-nous programme programmez
programmer programmes programmons programme-moi programme-le programme-la programme-les
programme-lui programme-leur programme-nous programmez-moi programmez-le programmez-la
programmez-les programmez-lui programmez-leur programmez-nous code codez coder codes codons
code-moi code-le code-la code-les code-lui code-leur code-nous codez-moi codez-le codez-la
codez-les codez-lui codez-leur codez-nous traduis traduisez traduire convertis convertissez
convertir convertissons transforme transformez transformer transformes transformons
transforme-moi transforme-le transforme-la transforme-les transforme-lui transforme-leur
transforme-nous transformez-moi transformez-le transformez-la transformez-les transformez-lui
transformez-leur transformez-nous résume résumez résumer résumes résumons résume-moi résume-le
résume-la résume-les résume-lui résume-leur résume-nous résumez-moi résumez-le résumez-la
résumez-les résumez-lui résumez-leur résumez-nous explique expliquez expliquer expliques
expliquons explique-moi explique-le explique-la explique-les explique-lui explique-leur
explique-nous expliquez-moi expliquez-le expliquez-la expliquez-les expliquez-lui expliquez-leur
expliquez-nous décris décrivez décrire définis définissez définir définissons esquisse esquissez
esquisser esquisses esquissons esquisse-moi esquisse-le esquisse-la esquisse-les esquisse-lui
esquisse-leur esquisse-nous esquissez-moi esquissez-le esquissez-la esquissez-les esquissez-lui
esquissez-leur esquissez-nous liste listez lister listes listons liste-moi liste-le liste-la
liste-les liste-lui liste-leur liste-nous listez-moi listez-le listez-la listez-les listez-lui
listez-leur listez-nous énumère énumérez énumérer nomme nommez nommer nommes nommons nomme-moi
nomme-le nomme-la nomme-les nomme-lui nomme-leur nomme-nous nommez-moi nommez-le nommez-la
nommez-les nommez-lui nommez-leur nommez-nous identifie identifiez identifier identifies
identifions identifie-moi identifie-le identifie-la identifie-les identifie-lui identifie-leur
identifie-nous identifiez-moi identifiez-le identifiez-la identifiez-les identifiez-lui
identifiez-leur identifiez-nous trouve trouvez trouver trouves trouvons trouve-moi trouve-le
trouve-la trouve-les trouve-lui trouve-leur trouve-nous trouvez-moi trouvez-le trouvez-la
trouvez-les trouvez-lui trouvez-leur trouvez-nous cherche cherchez chercher cherches cherchons
cherche-moi cherche-le cherche-la cherche-les cherche-lui cherche-leur cherche-nous cherchez-moi
cherchez-le cherchez-la cherchez-les cherchez-lui cherchez-leur cherchez-nous recherche
recherchez rechercher recherches recherchons recherche-moi recherche-le recherche-la
recherche-les recherche-lui recherche-leur recherche-nous recherchez-moi recherchez-le
recherchez-la recherchez-les recherchez-lui recherchez-leur recherchez-nous extrais extrayez
extraire classifie classifiez classifier classifies classifions classifie-moi classifie-le
classifie-la classifie-les classifie-lui classifie-leur classifie-nous classifiez-moi
classifiez-le classifiez-la classifiez-les classifiez-lui classifiez-leur classifiez-nous classe
classez classer classes classons classe-moi classe-le classe-la classe-les classe-lui
classe-leur classe-nous classez-moi classez-le classez-la classez-les classez-lui classez-leur
classez-nous catégorise catégorisez catégoriser catégorises catégorisons catégorise-moi
catégorise-le catégorise-la catégorise-les catégorise-lui catégorise-leur catégorise-nous
catégorisez-moi catégorisez-le catégorisez-la catégorisez-les catégorisez-lui catégorisez-leur
catégorisez-nous étiquete étiquetez étiqueter étiquetes étiquetons étiquete-moi étiquete-le
étiquete-la étiquete-les étiquete-lui étiquete-leur étiquete-nous étiquetez-moi étiquetez-le
étiquetez-la étiquetez-les étiquetez-lui étiquetez-leur étiquetez-nous trie triez trier tries
trions trie-moi trie-le trie-la trie-les trie-lui trie-leur trie-nous triez-moi triez-le
triez-la triez-les triez-lui triez-leur triez-nous ordonne ordonnez ordonner ordonnes ordonnons
ordonne-moi ordonne-le ordonne-la ordonne-les ordonne-lui ordonne-leur ordonne-nous ordonnez-moi
ordonnez-le ordonnez-la ordonnez-les ordonnez-lui ordonnez-leur ordonnez-nous évalue évaluez
évaluer évalues évaluons évalue-moi évalue-le évalue-la évalue-les évalue-lui évalue-leur
évalue-nous évaluez-moi évaluez-le évaluez-la évaluez-les évaluez-lui évaluez-leur évaluez-nous
note notez noter notes notons note-moi note-le note-la note-les note-lui note-leur note-nous
notez-moi notez-le notez-la notez-les notez-lui notez-leur notez-nous compare comparez comparer
compares comparons compare-moi compare-le compare-la compare-les compare-lui compare-leur
compare-nous comparez-moi comparez-le comparez-la comparez-les comparez-lui comparez-leur
comparez-nous contraste contrastez contraster contrastes contrastons contraste-moi contraste-le
contraste-la contraste-les contraste-lui contraste-leur contraste-nous contrastez-moi
contrastez-le contrastez-la contrastez-les contrastez-lui contrastez-leur contrastez-nous
analyse analysez analyser analyses analysons analyse-moi analyse-le analyse-la analyse-les
analyse-lui analyse-leur analyse-nous analysez-moi analysez-le analysez-la analysez-les
analysez-lui analysez-leur analysez-nous examine examinez examiner examines examinons
examine-moi examine-le examine-la examine-les examine-lui examine-leur examine-nous examinez-moi
examinez-le examinez-la examinez-les examinez-lui examinez-leur examinez-nous vérifie vérifiez
vérifier vérifies vérifions vérifie-moi vérifie-le vérifie-la vérifie-les vérifie-lui
vérifie-leur vérifie-nous vérifiez-moi vérifiez-le vérifiez-la vérifiez-les vérifiez-lui
vérifiez-leur vérifiez-nous valide validez valider valides validons valide-moi valide-le
valide-la valide-les valide-lui valide-leur valide-nous validez-moi validez-le validez-la
validez-les validez-lui validez-leur validez-nous teste testez tester testes testons teste-moi
teste-le teste-la teste-les teste-lui teste-leur teste-nous testez-moi testez-le testez-la
testez-les testez-lui testez-leur testez-nous débogue déboguez déboguer débogues déboguons
débogue-moi débogue-le débogue-la débogue-les débogue-lui débogue-leur débogue-nous déboguez-moi
déboguez-le déboguez-la déboguez-les déboguez-lui déboguez-leur déboguez-nous corrige corrigez
corriger corriges corrigeons corrige-moi corrige-le corrige-la corrige-les corrige-lui
corrige-leur corrige-nous corrigez-moi corrigez-le corrigez-la corrigez-les corrigez-lui
corrigez-leur corrigez-nous répare réparez réparer répares réparons répare-moi répare-le
répare-la répare-les répare-lui répare-leur répare-nous réparez-moi réparez-le réparez-la
réparez-les réparez-lui réparez-leur réparez-nous modifie modifiez modifier modifies modifions
modifie-moi modifie-le modifie-la modifie-les modifie-lui modifie-leur modifie-nous modifiez-moi
modifiez-le modifiez-la modifiez-les modifiez-lui modifiez-leur modifiez-nous édite éditez
éditer édites éditons édite-moi édite-le édite-la édite-les édite-lui édite-leur édite-nous
éditez-moi éditez-le éditez-la éditez-les éditez-lui éditez-leur éditez-nous améliore améliorez
améliorer améliores améliorons améliore-moi améliore-le améliore-la améliore-les améliore-lui
améliore-leur améliore-nous améliorez-moi améliorez-le améliorez-la améliorez-les améliorez-lui
améliorez-leur améliorez-nous refactorise refactorisez refactoriser refactorises refactorisons
refactorise-moi refactorise-le refactorise-la refactorise-les refactorise-lui refactorise-leur
refactorise-nous refactorisez-moi refactorisez-le refactorisez-la refactorisez-les
refactorisez-lui refactorisez-leur refactorisez-nous optimise optimisez optimiser optimises
optimisons optimise-moi optimise-le optimise-la optimise-les optimise-lui optimise-leur
optimise-nous optimisez-moi optimisez-le optimisez-la optimisez-les optimisez-lui optimisez-leur
optimisez-nous simplifie simplifiez simplifier simplifies simplifions simplifie-moi simplifie-le
simplifie-la simplifie-les simplifie-lui simplifie-leur simplifie-nous simplifiez-moi
simplifiez-le simplifiez-la simplifiez-les simplifiez-lui simplifiez-leur simplifiez-nous
raccourcis raccourcissez raccourcir raccourcissons abrége abrégez abréger abréges abrégeons
abrége-moi abrége-le abrége-la abrége-les abrége-lui abrége-leur abrége-nous abrégez-moi
abrégez-le abrégez-la abrégez-les abrégez-lui abrégez-leur abrégez-nous reformule reformulez
reformuler reformules reformulons reformule-moi reformule-le reformule-la reformule-les
reformule-lui reformule-leur reformule-nous reformulez-moi reformulez-le reformulez-la
reformulez-les reformulez-lui reformulez-leur reformulez-nous paraphrase paraphrasez paraphraser
paraphrases paraphrasons paraphrase-moi paraphrase-le paraphrase-la paraphrase-les
paraphrase-lui paraphrase-leur paraphrase-nous paraphrasez-moi paraphrasez-le paraphrasez-la
paraphrasez-les paraphrasez-lui paraphrasez-leur paraphrasez-nous réécris réécrivez réécrire
réponds répondez répondre répond résous résolvez résoudre calcule calculez calculer calcules
calculons calcule-moi calcule-le calcule-la calcule-les calcule-lui calcule-leur calcule-nous
calculez-moi calculez-le calculez-la calculez-les calculez-lui calculez-leur calculez-nous
estime estimez estimer estimes estimons estime-moi estime-le estime-la estime-les estime-lui
estime-leur estime-nous estimez-moi estimez-le estimez-la estimez-les estimez-lui estimez-leur
estimez-nous dérive dérivez dériver dérives dérivons dérive-moi dérive-le dérive-la dérive-les
dérive-lui dérive-leur dérive-nous dérivez-moi dérivez-le dérivez-la dérivez-les dérivez-lui
dérivez-leur dérivez-nous démontre démontrez démontrer démontres démontrons démontre-moi
démontre-le démontre-la démontre-les démontre-lui démontre-leur démontre-nous démontrez-moi
démontrez-le démontrez-la démontrez-les démontrez-lui démontrez-leur démontrez-nous prouve
prouvez prouver prouves prouvons prouve-moi prouve-le prouve-la prouve-les prouve-lui
prouve-leur prouve-nous prouvez-moi prouvez-le prouvez-la prouvez-les prouvez-lui prouvez-leur
prouvez-nous détermine déterminez déterminer détermines déterminons détermine-moi détermine-le
détermine-la détermine-les détermine-lui détermine-leur détermine-nous déterminez-moi
déterminez-le déterminez-la déterminez-les déterminez-lui déterminez-leur déterminez-nous décide
décidez décider décides décidons décide-moi décide-le décide-la décide-les décide-lui
décide-leur décide-nous décidez-moi décidez-le décidez-la décidez-les décidez-lui décidez-leur
décidez-nous choisis choisissez choisir choisissons sélectionne sélectionnez sélectionner
sélectionnes sélectionnons sélectionne-moi sélectionne-le sélectionne-la sélectionne-les
sélectionne-lui sélectionne-leur sélectionne-nous sélectionnez-moi sélectionnez-le
sélectionnez-la sélectionnez-les sélectionnez-lui sélectionnez-leur sélectionnez-nous recommande
recommandez recommander recommandes recommandons recommande-moi recommande-le recommande-la
recommande-les recommande-lui recommande-leur recommande-nous recommandez-moi recommandez-le
recommandez-la recommandez-les recommandez-lui recommandez-leur recommandez-nous suggère
suggérez suggérer suggère-moi propose proposez proposer proposes proposons propose-moi
propose-le propose-la propose-les propose-lui propose-leur propose-nous proposez-moi proposez-le
proposez-la proposez-les proposez-lui proposez-leur proposez-nous planifie planifiez planifier
planifies planifions planifie-moi planifie-le planifie-la planifie-les planifie-lui
planifie-leur planifie-nous planifiez-moi planifiez-le planifiez-la planifiez-les planifiez-lui
planifiez-leur planifiez-nous organise organisez organiser organises organisons organise-moi
organise-le organise-la organise-les organise-lui organise-leur organise-nous organisez-moi
organisez-le organisez-la organisez-les organisez-lui organisez-leur organisez-nous prépare
préparez préparer prépares préparons prépare-moi prépare-le prépare-la prépare-les prépare-lui
prépare-leur prépare-nous préparez-moi préparez-le préparez-la préparez-les préparez-lui
préparez-leur préparez-nous établis établissez établir donne donnez donner donne-moi donnez-moi
donne-nous fournis fournissez fournir montre montrez montrer montres montrons montre-moi
montre-le montre-la montre-les montre-lui montre-leur montre-nous montrez-moi montrez-le
montrez-la montrez-les montrez-lui montrez-leur montrez-nous dis dites dire dis-moi dites-moi
enseigne enseignez enseigner enseignes enseignons enseigne-moi enseigne-le enseigne-la
enseigne-les enseigne-lui enseigne-leur enseigne-nous enseignez-moi enseignez-le enseignez-la
enseignez-les enseignez-lui enseignez-leur enseignez-nous aide-moi aidez-moi guide guidez guider
guides guidons guide-moi guide-le guide-la guide-les guide-lui guide-leur guide-nous guidez-moi
guidez-le guidez-la guidez-les guidez-lui guidez-leur guidez-nous dessine dessinez dessiner
dessines dessinons dessine-moi dessine-le dessine-la dessine-les dessine-lui dessine-leur
dessine-nous dessinez-moi dessinez-le dessinez-la dessinez-les dessinez-lui dessinez-leur
dessinez-nous illustre illustrez illustrer illustres illustrons illustre-moi illustre-le
illustre-la illustre-les illustre-lui illustre-leur illustre-nous illustrez-moi illustrez-le
illustrez-la illustrez-les illustrez-lui illustrez-leur illustrez-nous visualise visualisez
visualiser visualises visualisons visualise-moi visualise-le visualise-la visualise-les
visualise-lui visualise-leur visualise-nous visualisez-moi visualisez-le visualisez-la
visualisez-les visualisez-lui visualisez-leur visualisez-nous formate formatez formater formates
formatons formate-moi formate-le formate-la formate-les formate-lui formate-leur formate-nous
formatez-moi formatez-le formatez-la formatez-les formatez-lui formatez-leur formatez-nous
structure structurez structurer structures structurons structure-moi structure-le structure-la
structure-les structure-lui structure-leur structure-nous structurez-moi structurez-le
structurez-la structurez-les structurez-lui structurez-leur structurez-nous annote annotez
annoter annotes annotons annote-moi annote-le annote-la annote-les annote-lui annote-leur
annote-nous annotez-moi annotez-le annotez-la annotez-les annotez-lui annotez-leur annotez-nous
commente commentez commenter commentes commentons commente-moi commente-le commente-la
commente-les commente-lui commente-leur commente-nous commentez-moi commentez-le commentez-la
commentez-les commentez-lui commentez-leur commentez-nous documente documentez documenter
documentes documentons documente-moi documente-le documente-la documente-les documente-lui
documente-leur documente-nous documentez-moi documentez-le documentez-la documentez-les
documentez-lui documentez-leur documentez-nous souligne soulignez souligner soulignes soulignons
souligne-moi souligne-le souligne-la souligne-les souligne-lui souligne-leur souligne-nous
soulignez-moi soulignez-le soulignez-la soulignez-les soulignez-lui soulignez-leur
soulignez-nous surligne surlignez surligner surlignes surlignons surligne-moi surligne-le
surligne-la surligne-les surligne-lui surligne-leur surligne-nous surlignez-moi surlignez-le
surlignez-la surlignez-les surlignez-lui surlignez-leur surlignez-nous discute discutez discuter
discutes discutons discute-moi discute-le discute-la discute-les discute-lui discute-leur
discute-nous discutez-moi discutez-le discutez-la discutez-les discutez-lui discutez-leur
discutez-nous explore explorez explorer explores explorons explore-moi explore-le explore-la
explore-les explore-lui explore-leur explore-nous explorez-moi explorez-le explorez-la
explorez-les explorez-lui explorez-leur explorez-nous étudie étudiez étudier étudies étudions
étudie-moi étudie-le étudie-la étudie-les étudie-lui étudie-leur étudie-nous étudiez-moi
étudiez-le étudiez-la étudiez-les étudiez-lui étudiez-leur étudiez-nous interpréte interprétez
interpréter interprétes interprétons interpréte-moi interpréte-le interpréte-la interpréte-les
interpréte-lui interpréte-leur interpréte-nous interprétez-moi interprétez-le interprétez-la
interprétez-les interprétez-lui interprétez-leur interprétez-nous prédis prédisez prédire
prévois prévoyez détecte détectez détecter détectes détectons détecte-moi détecte-le détecte-la
détecte-les détecte-lui détecte-leur détecte-nous détectez-moi détectez-le détectez-la
détectez-les détectez-lui détectez-leur détectez-nous diagnostique diagnostiquez diagnostiquer
diagnostiques diagnostiquons diagnostique-moi diagnostique-le diagnostique-la diagnostique-les
diagnostique-lui diagnostique-leur diagnostique-nous diagnostiquez-moi diagnostiquez-le
diagnostiquez-la diagnostiquez-les diagnostiquez-lui diagnostiquez-leur diagnostiquez-nous
argumente argumentez argumenter argumentes argumentons argumente-moi argumente-le argumente-la
argumente-les argumente-lui argumente-leur argumente-nous argumentez-moi argumentez-le
argumentez-la argumentez-les argumentez-lui argumentez-leur argumentez-nous persuade persuadez
persuader persuades persuadons persuade-moi persuade-le persuade-la persuade-les persuade-lui
persuade-leur persuade-nous persuadez-moi persuadez-le persuadez-la persuadez-les persuadez-lui
persuadez-leur persuadez-nous convaincs convainquez convaincre négocie négociez négocier
négocies négocions négocie-moi négocie-le négocie-la négocie-les négocie-lui négocie-leur
négocie-nous négociez-moi négociez-le négociez-la négociez-les négociez-lui négociez-leur
négociez-nous présente présentez présenter présentes présentons présente-moi présente-le
présente-la présente-les présente-lui présente-leur présente-nous présentez-moi présentez-le
présentez-la présentez-les présentez-lui présentez-leur présentez-nous introduis introduisez
introduire agis agissez agir imagine imaginez imaginer imagines imaginons imagine-moi imagine-le
imagine-la imagine-les imagine-lui imagine-leur imagine-nous imaginez-moi imaginez-le
imaginez-la imaginez-les imaginez-lui imaginez-leur imaginez-nous simule simulez simuler simules
simulons simule-moi simule-le simule-la simule-les simule-lui simule-leur simule-nous
simulez-moi simulez-le simulez-la simulez-les simulez-lui simulez-leur simulez-nous joue jouez
jouer joues jouons joue-moi joue-le joue-la joue-les joue-lui joue-leur joue-nous jouez-moi
jouez-le jouez-la jouez-les jouez-lui jouez-leur jouez-nous continue continuez continuer
continues continuons continue-moi continue-le continue-la continue-les continue-lui
continue-leur continue-nous continuez-moi continuez-le continuez-la continuez-les continuez-lui
continuez-leur continuez-nous compléte complétez compléter complétes complétons compléte-moi
compléte-le compléte-la compléte-les compléte-lui compléte-leur compléte-nous complétez-moi
complétez-le complétez-la complétez-les complétez-lui complétez-leur complétez-nous complète
termine terminez terminer termines terminons termine-moi termine-le termine-la termine-les
termine-lui termine-leur termine-nous terminez-moi terminez-le terminez-la terminez-les
terminez-lui terminez-leur terminez-nous remplis remplissez remplir remplissons compte comptez
compter comptes comptons compte-moi compte-le compte-la compte-les compte-lui compte-leur
compte-nous comptez-moi comptez-le comptez-la comptez-les comptez-lui comptez-leur comptez-nous
mesure mesurez mesurer mesures mesurons mesure-moi mesure-le mesure-la mesure-les mesure-lui
mesure-leur mesure-nous mesurez-moi mesurez-le mesurez-la mesurez-les mesurez-lui mesurez-leur
mesurez-nous suis suivez suivre enregistre enregistrez enregistrer enregistres enregistrons
enregistre-moi enregistre-le enregistre-la enregistre-les enregistre-lui enregistre-leur
enregistre-nous enregistrez-moi enregistrez-le enregistrez-la enregistrez-les enregistrez-lui
enregistrez-leur enregistrez-nous rassemble rassemblez rassembler rassembles rassemblons
rassemble-moi rassemble-le rassemble-la rassemble-les rassemble-lui rassemble-leur
rassemble-nous rassemblez-moi rassemblez-le rassemblez-la rassemblez-les rassemblez-lui
rassemblez-leur rassemblez-nous regroupe regroupez regrouper regroupes regroupons regroupe-moi
regroupe-le regroupe-la regroupe-les regroupe-lui regroupe-leur regroupe-nous regroupez-moi
regroupez-le regroupez-la regroupez-les regroupez-lui regroupez-leur regroupez-nous combine
combinez combiner combines combinons combine-moi combine-le combine-la combine-les combine-lui
combine-leur combine-nous combinez-moi combinez-le combinez-la combinez-les combinez-lui
combinez-leur combinez-nous divise divisez diviser divises divisons divise-moi divise-le
divise-la divise-les divise-lui divise-leur divise-nous divisez-moi divisez-le divisez-la
divisez-les divisez-lui divisez-leur divisez-nous sépare séparez séparer sépares séparons
sépare-moi sépare-le sépare-la sépare-les sépare-lui sépare-leur sépare-nous séparez-moi
séparez-le séparez-la séparez-les séparez-lui séparez-leur séparez-nous fusionne fusionnez
fusionner fusionnes fusionnons fusionne-moi fusionne-le fusionne-la fusionne-les fusionne-lui
fusionne-leur fusionne-nous fusionnez-moi fusionnez-le fusionnez-la fusionnez-les fusionnez-lui
fusionnez-leur fusionnez-nous renvoie renvoyez renvoyer retourne retournez retourner retournes
retournons retourne-moi retourne-le retourne-la retourne-les retourne-lui retourne-leur
retourne-nous retournez-moi retournez-le retournez-la retournez-les retournez-lui retournez-leur
retournez-nous imprime imprimez imprimer imprimes imprimons imprime-moi imprime-le imprime-la
imprime-les imprime-lui imprime-leur imprime-nous imprimez-moi imprimez-le imprimez-la
imprimez-les imprimez-lui imprimez-leur imprimez-nous affiche affichez afficher affiches
affichons affiche-moi affiche-le affiche-la affiche-les affiche-lui affiche-leur affiche-nous
affichez-moi affichez-le affichez-la affichez-les affichez-lui affichez-leur affichez-nous
envoie envoyez publie publiez publier publies publions publie-moi publie-le publie-la publie-les
publie-lui publie-leur publie-nous publiez-moi publiez-le publiez-la publiez-les publiez-lui
publiez-leur publiez-nous remplace remplacez remplacer remplaces remplaçons remplace-moi
remplace-le remplace-la remplace-les remplace-lui remplace-leur remplace-nous remplacez-moi
remplacez-le remplacez-la remplacez-les remplacez-lui remplacez-leur remplacez-nous supprime
supprimez supprimer supprimes supprimons supprime-moi supprime-le supprime-la supprime-les
supprime-lui supprime-leur supprime-nous supprimez-moi supprimez-le supprimez-la supprimez-les
supprimez-lui supprimez-leur supprimez-nous retire retirez retirer retires retirons retire-moi
retire-le retire-la retire-les retire-lui retire-leur retire-nous retirez-moi retirez-le
retirez-la retirez-les retirez-lui retirez-leur retirez-nous ajoute ajoutez ajouter ajoutes
ajoutons ajoute-moi ajoute-le ajoute-la ajoute-les ajoute-lui ajoute-leur ajoute-nous
ajoutez-moi ajoutez-le ajoutez-la ajoutez-les ajoutez-lui ajoutez-leur ajoutez-nous insére
insérez insérer inséres insérons insére-moi insére-le insére-la insére-les insére-lui
insére-leur insére-nous insérez-moi insérez-le insérez-la insérez-les insérez-lui insérez-leur
insérez-nous mets mettez mettre met mets-moi actualise actualisez actualiser actualises
actualisons actualise-moi actualise-le actualise-la actualise-les actualise-lui actualise-leur
actualise-nous actualisez-moi actualisez-le actualisez-la actualisez-les actualisez-lui
actualisez-leur actualisez-nous change changez changer changes changeons change-moi change-le
change-la change-les change-lui change-leur change-nous changez-moi changez-le changez-la
changez-les changez-lui changez-leur changez-nous ajuste ajustez ajuster ajustes ajustons
ajuste-moi ajuste-le ajuste-la ajuste-les ajuste-lui ajuste-leur ajuste-nous ajustez-moi
ajustez-le ajustez-la ajustez-les ajustez-lui ajustez-leur ajustez-nous adapte adaptez adapter
adaptes adaptons adapte-moi adapte-le adapte-la adapte-les adapte-lui adapte-leur adapte-nous
adaptez-moi adaptez-le adaptez-la adaptez-les adaptez-lui adaptez-leur adaptez-nous élabore
élaborez élaborer élabores élaborons élabore-moi élabore-le élabore-la élabore-les élabore-lui
élabore-leur élabore-nous élaborez-moi élaborez-le élaborez-la élaborez-les élaborez-lui
élaborez-leur élaborez-nous cite citez citer cites citons cite-moi cite-le cite-la cite-les
cite-lui cite-leur cite-nous citez-moi citez-le citez-la citez-les citez-lui citez-leur
citez-nous marque marquez marquer marques marquons marque-moi marque-le marque-la marque-les
marque-lui marque-leur marque-nous marquez-moi marquez-le marquez-la marquez-les marquez-lui
marquez-leur marquez-nous signale signalez signaler signales signalons signale-moi signale-le
signale-la signale-les signale-lui signale-leur signale-nous signalez-moi signalez-le
signalez-la signalez-les signalez-lui signalez-leur signalez-nous transcris transcrivez
transcrire indique indiquez indiquer indiques indiquons indique-moi indique-le indique-la
indique-les indique-lui indique-leur indique-nous indiquez-moi indiquez-le indiquez-la
indiquez-les indiquez-lui indiquez-leur indiquez-nous raconte racontez invente inventez inventer
inventes inventons invente-moi invente-le invente-la invente-les invente-lui invente-leur
invente-nous inventez-moi inventez-le inventez-la inventez-les inventez-lui inventez-leur
inventez-nous précise précisez préciser précises précisons précise-moi précise-le précise-la
précise-les précise-lui précise-leur précise-nous précisez-moi précisez-le précisez-la
précisez-les précisez-lui précisez-leur précisez-nous établis-moi`,
		"outVerb": `écris écrivez donne donnez fournis fournissez renvoie renvoyez retourne retournez imprime
affiche affichez présente présentez liste listez énumère inclus incluez ajoute ajoutez mets
mettez commence commencez termine terminez finis finissez ouvre ferme formate formatez réponds
répondez génère générez produis produisez sépare séparez organise organisez structure structurez
ordonne indique indiquez`,
		"thinkVerb": `réfléchis réfléchissez réfléchir pense pensez penser raisonne raisonnez raisonner considère
considérez considérer analyse analysez analyser identifie identifiez identifier détermine
déterminez déterminer vérifie vérifiez vérifier compare comparez comparer évalue évaluez évaluer
pèse pesez examine examinez examiner relis relisez relire lis lisez lire rassemble extrais
décompose décomposez décomposer planifie planifiez décide décidez déduis déduisez déduire infère
calcule calculez calculer résous résolvez dérive critique critiquez teste testez valide validez
confirme confirmez estime estimez rappelle comprends comprenez comprendre inspecte enquête trace
cherche cherchez trouve trouvez repère repérez distingue distinguez reconsidère justifie
justifiez`,
		"format": `guillemets crochets titre titres astérisques liste listes puce puces numéroté numérotée numérotés numérotées numérotation tableau tableaux
colonne colonnes ligne lignes json yaml csv tsv xml html markdown titre titres intertitre
intertitres sous-titre sous-titres section sections rubrique rubriques plan schéma champ champs
clé clés objet objets array bloc blocs extrait modèle gabarit balise balises checklist matrice
grille diagramme graphique organigramme chronologie gras italique légende paragraphe paragraphes
phrase phrases mot mots caractère caractères dictionnaire séparé séparée séparés séparées prose`,
		"deliverable": `essai essais dissertation e-mail e-mails email emails mail courriel courriels lettre lettres
mémo note rapport rapports article articles publication publications post posts blog billet
tweet tweets fil poème poèmes haïku haïkus haiku sonnet limerick histoire histoires récit récits
conte nouvelle script scénario dialogue discours slogan slogans accroche titre titres gros-titre
résumé résumés synthèse abstract fonction fonctions module programme programmes requête requêtes
commande commandes regex sql recette recettes itinéraire agenda planning plan plans cours leçon
leçons quiz fiches faq glossaire cv curriculum proposition propositions newsletter description
critique avis guide tutoriel comparaison liste tableau code traduction légende message messages
réponse analyse explication définition blague devinette chanson paroles annonce annonces
publicité texte textes pitch biographie nécrologie communiqué invitation toast questionnaire
sondage grille présentation brochure fiche offre`,
		"unit": `mot mots phrase phrases paragraphe paragraphes ligne lignes caractère caractères page pages puce
puces point points élément éléments exemple exemples étape étapes section sections diapositive
diapositives minute minutes seconde secondes heure heures jour jours semaine semaines mois an
ans année années pourcentage ko mo go ms tokens token rangée colonne colonnes idée idées option
options conseil conseils question questions raison raisons partie parties suggestion suggestions
strophe strophes syllabes chapitre chapitres portions`,
		"number": `deux trois quatre cinq six sept huit neuf dix onze douze quinze vingt trente quarante cinquante
cent mille douzaine paire moitié demi demie seul seule unique`,
		"roleNoun": `expert experte experts spécialiste spécialistes professionnel professionnelle professionnels
consultant consultante conseiller conseillère assistant assistante assistants gourou maître
autorité aide agent bot chatbot ia modèle système outil personne partenaire coach mentor
compagnon génie magicien vétéran écrivain écrivaine auteur autrice créateur créatrice générateur
rédacteur rédactrice traducteur traductrice`,
		"style": `ton voix registre style formel formelle formels formelles informel informelle informels
informelles décontracté décontractée décontractés décontractées amical amicale amicaux amicales
chaleureux chaleureuse chaleureuses enjoué enjouée enjoués enjouées ludique ludiques
humoristique humoristiques drôle drôles spirituel spirituelle spirituels spirituelles sérieux
sérieuse sérieuses neutre neutres empathique empathiques persuasif persuasive persuasifs
persuasives conversationnel conversationnelle conversationnels conversationnelles familier
familière familiers familières académique académiques technique techniques simple simples jargon
clichés journalistique journalistiques enthousiaste enthousiastes encourageant encourageante
encourageants encourageantes bienveillant bienveillante bienveillants bienveillantes doux douce
direct directe directs directes franc franche respectueux respectueuse respectueuses poli polie
polis polies courtois courtoise courtoiss courtoises sarcastique sarcastiques optimiste
optimistes urgent urgente urgents urgentes élégant élégante élégants élégantes calme calmes
patient patiente patients patientes vocabulaire tutoiement vouvoiement vulgarisé vulgarisée
vulgarisés vulgarisées accessible accessibles`,
		"audience": `débutant débutante débutants débutantes novice novices néophytes étudiant étudiante étudiants
étudiantes élève élèves enfant enfants ado ados adolescent adolescents jeunes adulte adultes
parents enseignant enseignants enseignante professeur professeurs développeur développeurs
développeuse ingénieur ingénieurs dirigeant dirigeants cadres manager managers investisseur
investisseurs client clients cliente clientes patient patients patiente lecteur lecteurs
lectrice lectrices audience public parties prenantes équipe collègue collègues employé employés
salarié salariés stagiaires conseil propriétaires locataires seniors retraité retraités classe
lycéens collégiens universitaires chercheurs scientifiques médecins infirmiers avocats
recruteurs candidats acheteurs abonnés followers fans spectateurs auditeurs utilisateur
utilisateurs utilisatrices visiteurs membres gens personnes communauté familles invités profanes
non-spécialistes analystes`,
		"vague": `truc trucs machin chose choses quelque n'importe bidule`,
		"material": `texte textes document documents article essai rapport transcription e-mail email courriel code
données jeu tableau passage paragraphe extrait fragment entrée fichier fichiers journal log logs
message messages conversation discussion chat fil commentaires avis contrat accord facture
résumé étude histoire contenu liste notes phrase phrases mots nombres requête schéma feuille csv
json description citation citations poème étiquette recette relevé`,
		"quality": `détaillé détaillée détaillés détaillées créatif créative créatifs créatives innovant innovante
innovants innovantes complet complète complets complètes concis concise conciss concises
approfondi approfondie approfondis approfondies captivant captivante captivants captivantes
persuasif persuasive persuasifs persuasives professionnel professionnelle professionnels
professionnelles clair claire clairs claires simple simples court courte courts courtes bref
brève brefs brèves spécifique spécifiques concret concrète concrets concrètes principal
principale principaux principales unique uniques pratique pratiques efficace efficaces original
originale originaux originales accrocheur accrocheure accrocheurs accrocheures mémorable
mémorables drôle drôles formel formelle formels formelles informel informelle informels
informelles amical amicale amicaux amicales poli polie polis polies honnête honnêtes équilibré
équilibrée équilibrés équilibrées objectif objective objectifs objectives réaliste réalistes
visuel visuelle visuels visuelles interactif interactive interactifs interactives actionnable
actionnables inspirant inspirante inspirants inspirantes informatif informative informatifs
informatives divertissant divertissante divertissants divertissantes humoristique humoristiques
émouvant émouvante émouvants émouvantes personnel personnelle personnels personnelles
compréhensible compréhensibles accessible accessibles`,
		"period": `aujourd'hui demain hier actuel actuelle actuels actuelles actuellement dernier dernière derniers
dernières récent récente récents récentes récemment prochain prochaine prochains maintenant
semaine hebdomadaire week-end mois mensuel mensuelle mensuels mensuelles an année annuel
annuelle annuels annuelles annuellement trimestre trimestriel trimestrielle trimestriels
trimestrielles saison quotidien quotidienne quotidiens quotidiennes matin après-midi soir soirée
nuit siècle décennie janvier février mars avril mai juin juillet août septembre octobre novembre
décembre lundi mardi mercredi jeudi vendredi samedi dimanche printemps été automne hiver`,
		"criterion": `meilleur meilleure meilleurs meilleures pire pires plus moins populaire populaires noté notée
notés notées classement classé classée classés classées rapide rapides lent lente lents lentes
grand grande grands grandes petit petite petits petites proche proches récent récente récents
récentes ancien ancienne anciens anciennes long longue longs longues court courte courts courtes
fort forte forts fortes sûr sûre sûrs sûres sain saine sains saines vendu vendue vendus vendues
best-seller`,
		"open": `quelques certains certaines plusieurs divers diverses idées idée conseils conseil suggestions
suggestion options pistes inspiration recommandations ressources etc`,
		"limit": `moins maximum max maxi minimum min mini jusqu'à sous plus budget au-delà`,
		"shape": `paragraphe paragraphes phrase phrases ligne lignes puce puces point points section sections partie parties diapositive diapositives colonne colonnes`,
	},
	cues: map[string]string{
		"role": `tu es un|tu es une|tu es le|tu es la|tu es|vous êtes un|vous êtes une|vous êtes|agis comme|
agis en tant que|agissez comme|agissez en tant que|comporte-toi comme|joue le rôle de|
jouez le rôle de|endosse le rôle de|prends le rôle de|incarne|incarnez|mets-toi dans la peau de|
mettez-vous dans la peau de|mets-toi à la place de|imagine que tu es|imaginez que vous êtes|
fais comme si tu étais|fais semblant d'être|en tant que|dans le rôle de|ton rôle est|
votre rôle est|en tant qu'expert|en tant qu'experte|à partir de maintenant tu es|désormais tu es|
tu travailles comme|du point de vue de|tu vas jouer|tu joueras|tu incarnes`,
		"notRole": `tu es chargé|tu es chargée|tu es responsable|tu es libre|tu n'es pas|tu es une ia|
tu es un modèle de langage|tu vas recevoir|tu recevras|on te donne|on va te donner|tu dois|
tu es en train|vous êtes chargé|vous êtes responsable|vous allez recevoir|vous devez|
il t'est demandé`,
		"self": `je suis|j'ai|je travaille|j'écris|je prépare|je planifie|j'organise|je construis|je développe|
j'essaie|je cherche|je suis nouveau|je suis nouvelle|je suis en train|j'avais|j'étais|je dirige|
je gère|je tiens|j'enseigne|j'étudie|je vis|j'habite|j'en ai besoin|je viens de|récemment j'ai|
nous sommes|nous avons|nous vendons|nous proposons|nous faisons|nous développons|on a|
notre équipe|notre entreprise|notre société|notre produit|notre start-up|notre association|
notre organisation|notre école|notre activité|notre application|notre appli|notre site|
nos clients|nos utilisateurs|nos investisseurs|notre boutique|notre magasin|notre restaurant|
notre public|notre audience|mon équipe|mon entreprise|ma société|mon activité|mon patron|
ma patronne|mon manager|mon responsable|mes élèves|mes étudiants|ma classe|mes enfants|mon fils|
ma fille|ma femme|mon mari|mon conjoint|ma conjointe|mes parents|mon ami|mon amie|mon objectif|
mon but|mon public|mes lecteurs|mon site|mon blog|ma start-up|mon appli|mon projet|mon client|
ma cliente|mes clients|mes utilisateurs|c'est pour|ce sera pour|l'entreprise|le client|
la cliente|le patient|l'utilisateur|les utilisateurs|l'équipe|un utilisateur demande|
l'utilisateur demande|les utilisateurs demandent|un client demande|le client demande|
les clients demandent|le sujet est|mon sujet est|le public est|ton client|tes clients|
une famille|la famille|les analystes|tes lecteurs`,
		"audience": `à des élèves|aux élèves|à des enfants|aux enfants|à des débutants|aux débutants|à des étudiants|aux étudiants|à des lecteurs|pour les débutants|pour des débutants|pour un débutant|pour une débutante|pour les novices|
pour des étudiants|pour les étudiants|pour un étudiant|pour des élèves|pour les élèves|
pour des enfants|pour les enfants|pour un enfant|pour des adolescents|pour les adolescents|
pour des ados|pour des adultes|pour les adultes|pour des développeurs|pour les développeurs|
pour des ingénieurs|pour des dirigeants|pour des cadres|pour des managers|pour des investisseurs|
pour les investisseurs|pour des clients|pour les clients|pour des patients|pour les patients|
pour des lecteurs|pour les lecteurs|pour un public|pour le grand public|
pour un public non technique|pour des non-spécialistes|pour des profanes|pour des experts|
pour un expert|pour des professionnels|pour mon équipe|pour notre équipe|pour l'équipe|
pour le conseil|pour mes élèves|pour ma classe|pour le lycée|pour le collège|
pour l'école primaire|pour l'université|pour des lycéens|pour des collégiens|pour les nouveaux|
pour quelqu'un|pour des personnes|pour les gens|pour un groupe|pour des seniors|pour un retraité|
pour des retraités|pour des parents|destiné à|destinée à|destinés à|destinées à|s'adresse à|
s'adressant à|adressé à|à l'intention de|écrit pour|écrite pour|adapté à|adaptée à|pensé pour|
pensée pour|public cible|les lecteurs sont|le public est|comme si j'étais|comme si j'avais|
à un enfant|à un débutant|à quelqu'un qui|à quelqu'un sans|pour quelqu'un sans|
pour quelqu'un qui|en termes simples|en langage simple|avec des mots simples|en langage clair|
qui découvrent|qui découvre|qui n'ont jamais|qui n'a jamais|ans|âgés de|niveau de|tu parles à|
tu discutes avec|tu échanges avec|tu réponds à|tu écris à`,
		"purpose": `pour que|afin que|afin de|de sorte que|de façon à|l'objectif est|le but est|la finalité est|
mon objectif est|notre objectif est|mon but est|notre but est|l'idée est|sera utilisé|
sera utilisée|servira à|je vais l'utiliser|je l'utiliserai|nous l'utiliserons|
j'en ai besoin pour|nous en avons besoin pour|à utiliser dans|pour m'aider|pour nous aider|
pour les aider|parce que je|parce que nous|car je|car nous|puisque je|puisque nous|
pour ma présentation|pour une présentation|pour mon rapport|pour un rapport|pour mon cours|
pour une réunion|pour notre réunion|pour mon blog|pour notre blog|pour notre site|pour mon site|
pour une newsletter|pour notre newsletter|pour un entretien|pour mon entretien|pour un emploi|
pour mon travail|dans le but de|le succès signifie|réussir signifie|qui servira`,
		"reference": `le texte ci-dessous|ci-dessous|ci-après|ci-joint|ci-jointe|ci-dessus|suivant|suivante|suivants|
suivantes|le suivant|la suivante|fourni|fournie|fournis|fournies|donné|donnée|donnés|
données ci-dessous|joint|jointe|voici|je te donne|je te fournis|je vais te donner|je vais coller|
je te colle|collé ci-dessous|ce texte|cet article|ce code|ce document|ces données|cet e-mail|
ce courriel|cet essai|cette transcription|ce rapport|ce passage|ce paragraphe|ces messages|
ce message|cette liste|cette fonction|ce contrat|cet accord|ce tableau|ces commentaires|cet avis|
cette histoire|ce poème|ce script|cette requête|ce schéma|cette phrase|cette note|tu recevras|
tu vas recevoir|on te fournira|on te donnera|est fourni|sont fournis|sera fourni|est joint|
sont joints|utilise ce|utilise cette|utilise ces|utilise le suivant|à partir de|en te basant sur|
en vous basant sur|sur la base de|d'après`,
		"binding": `doit|doivent|dois|devez|il faut|il faudra|faut|nécessaire|obligatoire|obligatoirement|requis|
requise|exige|assure-toi|assurez-vous|veille à|veillez à|toujours|jamais|ne jamais|uniquement|
seulement|exclusivement|ne pas|n'utilise pas|évite|évitez|abstiens-toi|pas plus de|pas moins de|
au maximum|au minimum|au moins|au plus|maximum|minimum|limité à|limite-toi|moins de|dépasser|
strictement|respecte|respectez|autorisé|pas autorisé|interdit|interdite|en aucun cas|
sous aucun prétexte|il est important|important|n'oublie pas|souviens-toi|rappelle-toi|
fais attention|attention à|sans jargon|pas de jargon|sans emojis|pas d'emojis|sans hashtags|
pas de hashtags|sois concis|sois bref|sois précis|sois poli|sois honnête|sois aimable|aucun|
aucune|garde`,
		"require": `garde|gardez|conserve|conservez|préserve|maintiens|respecte|utilise uniquement|utilise seulement|
n'utilise que|exclus|excluez|sauf|excepté|à moins que|sinon|au lieu de|plutôt que|limite|
restreins|inclus|incluez|mentionne|mentionnez|couvre|concentre-toi sur|focalise-toi sur|suis|
suivez|cite|citez|pour chaque|chaque|sans|jusqu'à|moins de|exactement|en français|en anglais|
dans la langue|dans la même langue|utilise|ajoute|indique`,
		"length": `moins de|au maximum|au plus|pas plus de|maximum|max|jusqu'à|au minimum|au moins|pas moins de|
exactement|entre|bref|brève|brefs|brèves|brièvement|court|courte|courts|courtes|plus court|
concis|concise|succinct|succincte|d'une ligne|une ligne|une phrase|un paragraphe|
une seule phrase|un seul paragraphe|quelques phrases|quelques mots|en quelques|longueur|long|
longue|limite de mots|limite de caractères|mots ou moins|ou moins|tl dr|tldr|limite-toi à`,
		"fallback": `si tu ne sais pas|si tu ne le sais pas|si tu n'as pas|s'il n'y a pas|s'il y a|si tu trouves|
si tu vois|si tu remarques|si tu rencontres|lorsqu'il y a|quand il y a|quand le|quand la|
quand un|quand une|lorsque le|lorsque la|si tu n'es pas sûr|si tu n'es pas sûre|
si tu as un doute|en cas de doute|dans le doute|si tu ne peux pas|si ce n'est pas possible|
si aucun|si aucune|si rien|si le|si la|si les|si un|si une|s'il|si quelqu'un|si l'utilisateur|
si un utilisateur|si le client|si un client|sinon|dans le cas contraire|au cas où|dans le cas où|
en cas de|dis que tu ne sais pas|réponds seulement si|pas assez d'informations|
informations insuffisantes|n'invente pas|n'invente rien|ne devine pas|ne suppose pas|
n'hallucine pas|jamais inventer|aucune information pertinente`,
		"format": `format|formaté|formatée|mise en forme|formate|réponds avec|réponds en|réponds sous|réponds par|
répondez avec|répondez en|sous forme de|au format|dans le format|en tableau|
sous forme de tableau|sous forme de liste|en liste|en json|au format json|en puces|
sous forme de puces|à puces|en liste numérotée|dans un tableau|dans une liste|en markdown|
en yaml|en csv|utilise le markdown|utilise des puces|utilise un tableau|utilise une liste|
organise|structure|structuré comme|commence par|termine par|finis par|suivi de|suivie de|mets|
place|entre guillemets|présente|présente-le|présente-les|présente chaque|sur sa propre ligne|
un par ligne|une par ligne|par ligne|séparé par|séparés par|sépare|la structure|
le format suivant|la structure suivante|le modèle suivant|ce format|cette structure|ce modèle|
mise en page|la sortie doit|ta sortie doit|la réponse doit|ta réponse doit|doit être formaté|
dans le format suivant|selon le format suivant|sous les intertitres|avec les colonnes|
avec les champs|avec un titre|avec un intertitre|regroupe|renvoie uniquement`,
		"example": `par exemple|p ex|p.ex|ex|comme par exemple|voici un exemple|voici des exemples|
voici quelques exemples|un exemple de|des exemples de|exemple de|exemple de sortie|
exemple d'entrée|tel que|telle que|tels que|telles que|comme ceci|comme suit|à savoir|
voir l'exemple|voir les exemples|l'exemple suivant|les exemples suivants|cet exemple|
ces exemples|exemple 1|exemple 2|à titre d'exemple`,
		"imitate": `même langue|même style|même ton|même voix|même format que|dans le style de|à la manière de|
avec la voix de|imite|imitez|imiter|reproduis le style|calque|comme l'exemple|
comme dans l'exemple|comme les exemples|similaire à|semblable à|en s'inspirant de|
en t'inspirant de`,
		"reason": `étape par étape|pas à pas|réfléchis|réfléchissez|réfléchir|réfléchis bien|
réfléchis attentivement|pense|pensez|raisonne|raisonnez|raisonnement|raisonne étape par étape|
réfléchissons|respire profondément|procède étape par étape|procède par étapes|
montre ton raisonnement|montre ton travail|explique ton raisonnement|justifie|
justifie ta réponse|chaîne de pensée|décompose|décompose le problème|processus de réflexion|
considère|analyse|détermine|pèse|prends du recul|une étape à la fois|un à un|un par un`,
		"sequence": `d'abord|tout d'abord|en premier|premièrement|en premier lieu|deuxièmement|ensuite|puis|
troisièmement|après|après cela|ensuite seulement|enfin|finalement|pour finir|en dernier|
pour terminer|étape 1|étape 2|étape un|étape deux|une fois que|quand tu auras|après avoir|
commence par|suivi de|et ensuite|et puis|seulement ensuite|dans cet ordre`,
		"verify": `vérifie|vérifiez|vérifie que|vérifie ta|vérifie ton|vérifie tes|vérifie le|vérifie la|
vérifie chaque|contrôle|contrôle que|revérifie|relis|relisez|relis ta|confirme que|confirme ta|
valide ta|teste ta|teste ton|assure-toi que|double vérification|vérification|en remplaçant|
vérifie-le|vérifie-les`,
		"scratch": `brouillon|bloc-notes|scratchpad|processus de réflexion|balises de réflexion|balises thinking|
monologue intérieur|et seulement ensuite|seulement ensuite`,
		"before": `avant de répondre|avant ta réponse|avant de donner|avant d'écrire|avant de rédiger|
avant de commencer|avant toute réponse`,
		"ask": `pose-moi des questions|pose-moi|pose des questions|questions de clarification|
questions de précision|demande-moi|demande des précisions|jusqu'à ce que tu aies assez|
jusqu'à avoir assez|si quelque chose n'est pas clair|si un point n'est pas clair`,
		"frame": `ta tâche est|ta tâche consiste|ton travail est|ton travail consiste|ton objectif est|
ta mission est|ta mission consiste|ton rôle est de|ton rôle consiste|la tâche est|
la tâche consiste|la question est|la demande est|l'objectif est de|je veux que tu|
j'ai besoin que tu|j'aimerais que tu|je voudrais que tu|je veux|j'ai besoin|j'aimerais|
je voudrais|aide-moi|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu vas|tu dois|tu devras|
merci de|s'il te plaît|s'il vous plaît|votre tâche est|votre mission est|tu aides`,
		"polite": `pourrais-tu s'il te plaît|peux-tu s'il te plaît|pourriez-vous s'il vous plaît|
serais-tu assez gentil|seriez-vous assez aimable|aurais-tu l'amabilité|auriez-vous l'amabilité|
ça te dérangerait|cela vous dérangerait|si ce n'est pas trop demander|si ça ne te dérange pas|
si cela ne vous dérange pas|j'adorerais que|je te serais reconnaissant|
je te serais reconnaissante|je vous serais reconnaissant|je serais reconnaissant|
quand tu auras un moment|je me demandais si|je me demande si|penses-tu pouvoir|
serait-il possible|est-il possible|gentiment|pourrais-tu|pourriez-vous|merci de bien vouloir`,
		"greeting": `bonjour|salut|coucou|bonsoir|hello|hey|cher|chère|chers|merci|merci beaucoup|merci d'avance|
merci par avance|mille mercis|cordialement|bien à toi|bien à vous|bonne journée|amicalement`,
		"vagueVerb": `parle-moi de|parle de|dis-moi quelque chose|raconte-moi|aide-moi avec|aide-moi pour|aide avec|
fais quelque chose|occupe-toi de|travaille sur|jette un œil|jette un coup d'œil|regarde ça|
fais-le|fais ça|corrige ça|répare ça|quelque chose sur|quelque chose à propos|qu'en penses-tu|
que penses-tu de|et si|passe en revue|infos sur|informations sur|des choses sur`,
		"gimmick": `pourboire|je te donnerai un pourboire|je te paierai|je te paie|pénalisé|pénalisée|pénalité|puni|
punie|sanctionné|tu perdras|je te récompenserai|récompense|200 $|200 dollars|200 euros|
ma carrière en dépend|c'est très important pour ma carrière|sinon gare|tu seras viré|
tu seras licencié|de manière naturelle et humaine|comme un humain`,
		"hedge": `si approprié|le cas échéant|si nécessaire|au besoin|si besoin|lorsque nécessaire|
là où c'est nécessaire|si utile|si c'est utile|si possible|dans la mesure du possible|
lorsque c'est possible|si pertinent|si c'est pertinent|lorsque c'est pertinent|si applicable|
essaie de|essaye de|tâche de|n'hésite pas|n'hésitez pas|si tu peux|idéalement|peut-être|
éventuellement|optionnellement|facultatif|facultativement|là où ça a du sens|si ça a du sens|
comme bon te semble|si tu veux|si tu le souhaites|à ta guise|à ta convenance`,
		"narrow": `en te concentrant sur|concentre-toi sur|centré sur|centrée sur|axé sur|axée sur|
en mettant l'accent sur|avec un accent sur|spécifiquement|en particulier|particulièrement|
notamment|surtout|en termes de|par rapport à|comparé à|comparée à|en comparaison avec|
contrairement à|en insistant sur|en ce qui concerne|concernant|à propos de|relatif à|relative à|
limité à|limitée à|restreint à|uniquement sur|propre à|lié à|liée à|liés à`,
		"only": `uniquement la réponse|seulement la réponse|uniquement le résultat|uniquement le code|
uniquement la traduction|uniquement le texte|uniquement le json|uniquement le nombre|
uniquement le nom|uniquement la liste|seulement le code|seulement le texte|réponds uniquement|
réponds seulement|renvoie uniquement|renvoie seulement|écris uniquement|donne uniquement|
donne seulement|fournis uniquement|rien d'autre|aucun autre texte|sans texte supplémentaire|
pas de texte supplémentaire|sans explication|sans explications|aucune explication|
pas d'explication|sans commentaire|sans commentaires|pas de commentaire|sans préambule|
pas de préambule|sans introduction|n'explique pas|et rien d'autre|ne renvoie que|ne réponds que|
ne donne que|n'écris que`,
		"negation": `ne|pas|jamais|sans|évite|évitez|éviter|aucun|aucune|rien|ni|non`,
		"depth": `en détail|de manière détaillée|de façon détaillée|détaillé|détaillée|en profondeur|approfondi|
approfondie|exhaustif|exhaustive|de manière exhaustive|minutieusement|toutes les informations|
toutes les informations nécessaires|toutes les informations pertinentes|
explication étape par étape|explication complète|dans les moindres détails|de façon complète`,
		"output": `renvoie|renvoyer|retourne|retourner|réponds|répondre|affiche|imprime|sortie|génère`,
		"answer": `votre réponse|ta réponse|toute votre réponse|toute ta réponse|la réponse doit|votre sortie|ta sortie|
dans votre réponse|dans ta réponse|répondez avec|réponds avec|répondez en|réponds en|répondez uniquement|
réponds uniquement|terminez votre|termine ta|commencez votre|commence ta|entourez votre|entoure ta|
encadrez votre|encadre ta`,
	},
	sections: map[string]string{
		"example":    "exemple exemples échantillon échantillons démonstration démonstrations illustration",
		"role":       "rôle identité persona personnage personnalité qui",
		"format":     "format formats formatage mise modèle gabarit structure schéma sortie sorties livrable présentation",
		"constraint": "indice indices astuce astuces rappel attention avertissement règles règle contraintes contrainte exigences exigence consignes consigne directives directive restrictions restriction limites limitations important notes note ton style longueur politique critères interdits",
		"reasoning":  "étapes étape processus démarche approche méthode méthodologie procédure déroulement raisonnement réflexion analyse plan",
		"context":    "contexte arrière-plan situation audience public destinataires objectif objectifs but buts mission scénario cadre",
		"material":   "entrée entrées texte document documents données transcription article passage contenu code extrait historique conversation e-mail courriel essai rapport contrat commentaires source sources référence références matériel pièce annexe",
		"task":       "tâche tâches instruction instructions question questions demande requête problème",
	},
	kinds: map[string]string{
		"code":        "fonction fonctions code script programme programmes module classe classes",
		"query":       "requête requêtes sql commande commandes regex",
		"post":        "post posts publication publications tweet tweets légende légendes annonce annonces publicité slogan slogans accroche titre titres",
		"email":       "e-mail e-mails email emails mail courriel courriels lettre lettres message messages note mémo",
		"summary":     "résumé résumés synthèse abstract paragraphe description",
		"article":     "blog billet article articles essai dissertation rapport newsletter guide",
		"haiku":       "haïku haïkus haiku haikus",
		"poem":        "poème poèmes sonnet limerick chanson chansons paroles",
		"story":       "histoire histoires récit récits conte nouvelle scénario dialogue discours",
		"plan":        "plan plans itinéraire agenda programme planning calendrier",
		"comparison":  "comparaison comparaisons comparatif",
		"recipe":      "recette recettes",
		"lesson":      "leçon leçons cours quiz programme",
		"translation": "traduction traductions",
		"resume":      "cv curriculum",
		"proposal":    "proposition propositions offre",
	},
	tasks: map[string]string{
		"reason":   "résous résolvez résoudre calcule calculez calculer calcules calculons calcule-moi calcule-le calcule-la calcule-les calcule-lui calcule-leur calcule-nous calculez-moi calculez-le calculez-la calculez-les calculez-lui calculez-leur calculez-nous démontre démontrez démontrer démontres démontrons démontre-moi démontre-le démontre-la démontre-les démontre-lui démontre-leur démontre-nous démontrez-moi démontrez-le démontrez-la démontrez-les démontrez-lui démontrez-leur démontrez-nous prouve prouvez prouver prouves prouvons prouve-moi prouve-le prouve-la prouve-les prouve-lui prouve-leur prouve-nous prouvez-moi prouvez-le prouvez-la prouvez-les prouvez-lui prouvez-leur prouvez-nous dérive dérivez dériver dérives dérivons dérive-moi dérive-le dérive-la dérive-les dérive-lui dérive-leur dérive-nous dérivez-moi dérivez-le dérivez-la dérivez-les dérivez-lui dérivez-leur dérivez-nous débogue déboguez déboguer débogues déboguons débogue-moi débogue-le débogue-la débogue-les débogue-lui débogue-leur débogue-nous déboguez-moi déboguez-le déboguez-la déboguez-les déboguez-lui déboguez-leur déboguez-nous diagnostique diagnostiquez diagnostiquer diagnostiques diagnostiquons diagnostique-moi diagnostique-le diagnostique-la diagnostique-les diagnostique-lui diagnostique-leur diagnostique-nous diagnostiquez-moi diagnostiquez-le diagnostiquez-la diagnostiquez-les diagnostiquez-lui diagnostiquez-leur diagnostiquez-nous analyse analysez analyser analyses analysons analyse-moi analyse-le analyse-la analyse-les analyse-lui analyse-leur analyse-nous analysez-moi analysez-le analysez-la analysez-les analysez-lui analysez-leur analysez-nous compare comparez comparer compares comparons compare-moi compare-le compare-la compare-les compare-lui compare-leur compare-nous comparez-moi comparez-le comparez-la comparez-les comparez-lui comparez-leur comparez-nous évalue évaluez évaluer évalues évaluons évalue-moi évalue-le évalue-la évalue-les évalue-lui évalue-leur évalue-nous évaluez-moi évaluez-le évaluez-la évaluez-les évaluez-lui évaluez-leur évaluez-nous décide décidez décider décides décidons décide-moi décide-le décide-la décide-les décide-lui décide-leur décide-nous décidez-moi décidez-le décidez-la décidez-les décidez-lui décidez-leur décidez-nous détermine déterminez déterminer détermines déterminons détermine-moi détermine-le détermine-la détermine-les détermine-lui détermine-leur détermine-nous déterminez-moi déterminez-le déterminez-la déterminez-les déterminez-lui déterminez-leur déterminez-nous planifie planifiez planifier planifies planifions planifie-moi planifie-le planifie-la planifie-les planifie-lui planifie-leur planifie-nous planifiez-moi planifiez-le planifiez-la planifiez-les planifiez-lui planifiez-leur planifiez-nous estime estimez estimer estimes estimons estime-moi estime-le estime-la estime-les estime-lui estime-leur estime-nous estimez-moi estimez-le estimez-la estimez-les estimez-lui estimez-leur estimez-nous optimise optimisez optimiser optimises optimisons optimise-moi optimise-le optimise-la optimise-les optimise-lui optimise-leur optimise-nous optimisez-moi optimisez-le optimisez-la optimisez-les optimisez-lui optimisez-leur optimisez-nous recommande recommandez recommander recommandes recommandons recommande-moi recommande-le recommande-la recommande-les recommande-lui recommande-leur recommande-nous recommandez-moi recommandez-le recommandez-la recommandez-les recommandez-lui recommandez-leur recommandez-nous choisis choisissez choisir choisissons pourquoi devrais devrait dois classifie classifiez classifier classifies classifions classifie-moi classifie-le classifie-la classifie-les classifie-lui classifie-leur classifie-nous classifiez-moi classifiez-le classifiez-la classifiez-les classifiez-lui classifiez-leur classifiez-nous classe classez classer classes classons classe-moi classe-le classe-la classe-les classe-lui classe-leur classe-nous classez-moi classez-le classez-la classez-les classez-lui classez-leur classez-nous justifie justifiez justifier justifies justifions justifie-moi justifie-le justifie-la justifie-les justifie-lui justifie-leur justifie-nous justifiez-moi justifiez-le justifiez-la justifiez-les justifiez-lui justifiez-leur justifiez-nous",
		"example":  "classifie classifiez classifier classifies classifions classifie-moi classifie-le classifie-la classifie-les classifie-lui classifie-leur classifie-nous classifiez-moi classifiez-le classifiez-la classifiez-les classifiez-lui classifiez-leur classifiez-nous catégorise catégorisez catégoriser catégorises catégorisons catégorise-moi catégorise-le catégorise-la catégorise-les catégorise-lui catégorise-leur catégorise-nous catégorisez-moi catégorisez-le catégorisez-la catégorisez-les catégorisez-lui catégorisez-leur catégorisez-nous étiquete étiquetez étiqueter étiquetes étiquetons étiquete-moi étiquete-le étiquete-la étiquete-les étiquete-lui étiquete-leur étiquete-nous étiquetez-moi étiquetez-le étiquetez-la étiquetez-les étiquetez-lui étiquetez-leur étiquetez-nous extrais extrayez extraire convertis convertissez convertir convertissons transforme transformez transformer transformes transformons transforme-moi transforme-le transforme-la transforme-les transforme-lui transforme-leur transforme-nous transformez-moi transformez-le transformez-la transformez-les transformez-lui transformez-leur transformez-nous formate formatez formater formates formatons formate-moi formate-le formate-la formate-les formate-lui formate-leur formate-nous formatez-moi formatez-le formatez-la formatez-les formatez-lui formatez-leur formatez-nous réécris réécrivez réécrire paraphrase paraphrasez paraphraser paraphrases paraphrasons paraphrase-moi paraphrase-le paraphrase-la paraphrase-les paraphrase-lui paraphrase-leur paraphrase-nous paraphrasez-moi paraphrasez-le paraphrasez-la paraphrasez-les paraphrasez-lui paraphrasez-leur paraphrasez-nous reformule reformulez reformuler reformules reformulons reformule-moi reformule-le reformule-la reformule-les reformule-lui reformule-leur reformule-nous reformulez-moi reformulez-le reformulez-la reformulez-les reformulez-lui reformulez-leur reformulez-nous génère générez générer écris écrivez écrire rédige rédigez rédiger rédiges rédigeons rédige-moi rédige-le rédige-la rédige-les rédige-lui rédige-leur rédige-nous rédigez-moi rédigez-le rédigez-la rédigez-les rédigez-lui rédigez-leur rédigez-nous crée créez créer crées créons crée-moi crée-le crée-la crée-les crée-lui crée-leur crée-nous créez-moi créez-le créez-la créez-les créez-lui créez-leur créez-nous traduis traduisez traduire résume résumez résumer résumes résumons résume-moi résume-le résume-la résume-les résume-lui résume-leur résume-nous résumez-moi résumez-le résumez-la résumez-les résumez-lui résumez-leur résumez-nous tweet post publication légende slogan accroche titre titres nom noms idées questions",
		"debug":    "débogue déboguez déboguer débogues déboguons débogue-moi débogue-le débogue-la débogue-les débogue-lui débogue-leur débogue-nous déboguez-moi déboguez-le déboguez-la déboguez-les déboguez-lui déboguez-leur déboguez-nous diagnostique diagnostiquez diagnostiquer diagnostiques diagnostiquons diagnostique-moi diagnostique-le diagnostique-la diagnostique-les diagnostique-lui diagnostique-leur diagnostique-nous diagnostiquez-moi diagnostiquez-le diagnostiquez-la diagnostiquez-les diagnostiquez-lui diagnostiquez-leur diagnostiquez-nous répare réparez réparer répares réparons répare-moi répare-le répare-la répare-les répare-lui répare-leur répare-nous réparez-moi réparez-le réparez-la réparez-les réparez-lui réparez-leur réparez-nous corrige corrigez corriger corriges corrigeons corrige-moi corrige-le corrige-la corrige-les corrige-lui corrige-leur corrige-nous corrigez-moi corrigez-le corrigez-la corrigez-les corrigez-lui corrigez-leur corrigez-nous erreur erreurs échec échoue plantage plante bug bogue",
		"compare":  "compare comparez comparer compares comparons compare-moi compare-le compare-la compare-les compare-lui compare-leur compare-nous comparez-moi comparez-le comparez-la comparez-les comparez-lui comparez-leur comparez-nous évalue évaluez évaluer évalues évaluons évalue-moi évalue-le évalue-la évalue-les évalue-lui évalue-leur évalue-nous évaluez-moi évaluez-le évaluez-la évaluez-les évaluez-lui évaluez-leur évaluez-nous choisis choisissez choisir choisissons décide décidez décider décides décidons décide-moi décide-le décide-la décide-les décide-lui décide-leur décide-nous décidez-moi décidez-le décidez-la décidez-les décidez-lui décidez-leur décidez-nous recommande recommandez recommander recommandes recommandons recommande-moi recommande-le recommande-la recommande-les recommande-lui recommande-leur recommande-nous recommandez-moi recommandez-le recommandez-la recommandez-les recommandez-lui recommandez-leur recommandez-nous classe classez classer classes classons classe-moi classe-le classe-la classe-les classe-lui classe-leur classe-nous classez-moi classez-le classez-la classez-les classez-lui classez-leur classez-nous versus vs contre",
		"compute":  "résous résolvez résoudre calcule calculez calculer calcules calculons calcule-moi calcule-le calcule-la calcule-les calcule-lui calcule-leur calcule-nous calculez-moi calculez-le calculez-la calculez-les calculez-lui calculez-leur calculez-nous démontre démontrez démontrer démontres démontrons démontre-moi démontre-le démontre-la démontre-les démontre-lui démontre-leur démontre-nous démontrez-moi démontrez-le démontrez-la démontrez-les démontrez-lui démontrez-leur démontrez-nous prouve prouvez prouver prouves prouvons prouve-moi prouve-le prouve-la prouve-les prouve-lui prouve-leur prouve-nous prouvez-moi prouvez-le prouvez-la prouvez-les prouvez-lui prouvez-leur prouvez-nous dérive dérivez dériver dérives dérivons dérive-moi dérive-le dérive-la dérive-les dérive-lui dérive-leur dérive-nous dérivez-moi dérivez-le dérivez-la dérivez-les dérivez-lui dérivez-leur dérivez-nous estime estimez estimer estimes estimons estime-moi estime-le estime-la estime-les estime-lui estime-leur estime-nous estimez-moi estimez-le estimez-la estimez-les estimez-lui estimez-leur estimez-nous équation équations",
		"classify": "classifie classifiez classifier classifies classifions classifie-moi classifie-le classifie-la classifie-les classifie-lui classifie-leur classifie-nous classifiez-moi classifiez-le classifiez-la classifiez-les classifiez-lui classifiez-leur classifiez-nous catégorise catégorisez catégoriser catégorises catégorisons catégorise-moi catégorise-le catégorise-la catégorise-les catégorise-lui catégorise-leur catégorise-nous catégorisez-moi catégorisez-le catégorisez-la catégorisez-les catégorisez-lui catégorisez-leur catégorisez-nous étiquete étiquetez étiqueter étiquetes étiquetons étiquete-moi étiquete-le étiquete-la étiquete-les étiquete-lui étiquete-leur étiquete-nous étiquetez-moi étiquetez-le étiquetez-la étiquetez-les étiquetez-lui étiquetez-leur étiquetez-nous classe classez classer classes classons classe-moi classe-le classe-la classe-les classe-lui classe-leur classe-nous classez-moi classez-le classez-la classez-les classez-lui classez-leur classez-nous",
		"plan":     "planifie planifiez planifier planifies planifions planifie-moi planifie-le planifie-la planifie-les planifie-lui planifie-leur planifie-nous planifiez-moi planifiez-le planifiez-la planifiez-les planifiez-lui planifiez-leur planifiez-nous optimise optimisez optimiser optimises optimisons optimise-moi optimise-le optimise-la optimise-les optimise-lui optimise-leur optimise-nous optimisez-moi optimisez-le optimisez-la optimisez-les optimisez-lui optimisez-leur optimisez-nous conçois concevez concevoir organise organisez organiser organises organisons organise-moi organise-le organise-la organise-les organise-lui organise-leur organise-nous organisez-moi organisez-le organisez-la organisez-les organisez-lui organisez-leur organisez-nous",
	},
	domains: []domain{
		{"jeûne essai essais clinique cliniques randomisé randomisée méta-analyse cohorte placebo", "un chercheur clinicien qui évalue les preuves issues des essais"},
		{"régime nutrition alimentation calories protéine protéines repas vitamine vitamines nutritionnel", "une diététicienne-nutritionniste"},
		{"symptôme symptômes maladie diagnostic médicament médicaments médical médicale patient patients médecin santé", "un médecin"},
		{"contrat bail clause responsabilité juridique droit loi avocat locataire propriétaire rgpd tribunal procès", "un avocat spécialisé dans ce domaine du droit"},
		{"impôt impôts fiscal fiscale déduction déductions comptable comptabilité déclaration", "un expert-comptable spécialisé en fiscalité"},
		{"bitcoin ethereum crypto cryptomonnaie cryptomonnaies token blockchain defi nft portefeuille wallet solana stablecoin", "un analyste des marchés crypto"},
		{"investir investissement investissements action actions obligation obligations portefeuille budget finance finances financier financière chiffre prêt crédit hypothèque", "un analyste financier"},
		{"sql requête base table tables postgres mysql sqlite", "un ingénieur bases de données"},
		{"python javascript typescript java golang rust c++ ruby php kotlin swift bash shell", "un ingénieur logiciel senior"},
		{"code fonction bug déboguer api script programme algorithme regex git docker kubernetes backend frontend", "un ingénieur logiciel senior"},
		{"données csv tableur statistiques statistique régression indicateurs métriques dashboard", "un analyste de données"},
		{"équation intégrale dérivée algèbre géométrie probabilité probabilités calcul théorème démonstration maths mathématiques", "un professeur de mathématiques"},
		{"physique chimie biologie photosynthèse cellule molécule quantique climat écosystème évolution", "un professeur de sciences"},
		{"histoire guerre empire siècle révolution antiquité antique médiéval historique", "un historien"},
		{"marketing campagne marque seo publicité annonce lancement clients ventes soldes promotion réduction newsletter", "un rédacteur marketing"},
		{"cv entretien carrière recrutement recruteur embauche", "un coach carrière"},
		{"leçon cours élèves étudiants programme classe enseigner enseignement quiz", "un enseignant"},
		{"recette cuisiner cuisine pâtisserie ingrédients plat", "un chef cuisinier"},
		{"voyage voyages itinéraire vacances hôtel vol séjour", "un organisateur de voyages"},
		{"entraînement exercice exercices fitness course marathon sport", "un coach sportif diplômé"},
		{"poème poésie haïku sonnet limerick rime strophe", "un poète"},
		{"histoire roman fiction personnage intrigue scénario nouvelle", "un romancier"},
		{"blog article essai newsletter texte titre tweet linkedin", "un rédacteur en chef"},
	},
	text: map[string]string{
		"report.score":                      "Score du prompt",
		"report.grade":                      "note",
		"report.percentile":                 "percentile",
		"report.fixes":                      "Corrections prioritaires",
		"report.evidence":                   "Justification",
		"report.missing":                    "manque :",
		"band.absent":                       "absent",
		"band.bare":                         "générique",
		"band.specific":                     "précis",
		"band.thorough":                     "complet",
		"evidence.read":                     "%s, lu dans %s",
		"report.nofixes":                    "Aucune correction utile : chaque dimension dont cette tâche a besoin est couverte.",
		"warn.percentile_english_reference": "Le percentile compare ce prompt au corpus de référence, qui est en anglais.",
		"role.code":                         "un ingénieur logiciel",
		"role.query":                        "un ingénieur bases de données",
		"role.post":                         "un rédacteur pour les réseaux sociaux",
		"role.email":                        "un rédacteur",
		"role.summary":                      "un analyste",
		"role.article":                      "un journaliste",
		"role.haiku":                        "un poète",
		"role.poem":                         "un poète",
		"role.story":                        "un romancier",
		"role.plan":                         "un planificateur",
		"role.recipe":                       "un chef cuisinier",
		"role.lesson":                       "un enseignant",
		"role.translation":                  "un traducteur",
		"role.resume":                       "un recruteur",
		"role.proposal":                     "un consultant",
		"role.unknown":                      "un [spécialiste dont cette tâche a besoin] qui [fait quoi, pour qui]",
		"role.youare":                       "Tu es %s.",
		"audience.content":                  "des primo-acheteurs qui connaissent la marque mais pas le produit",
		"audience.research":                 "des décideurs publics qui ont besoin des preuves, pas du jargon",
		"audience.crypto":                   "des investisseurs particuliers qui découvrent les données on-chain",
		"audience.developer":                "un développeur junior de mon équipe qui connaît les bases",
		"audience.students":                 "des élèves de quatrième qui découvrent le sujet",
		"audience.lay":                      "des adultes sans formation médicale",
		"audience.customers":                "des clients qui ont déjà acheté chez nous",
		"audience.investors":                "des lecteurs qui n'ont jamais acheté d'action ni de cryptomonnaie",
		"audience.default":                  "[qui va le lire], qui connaît déjà [quoi]",
		"audience.for":                      "pour %s",
		"constraint.default":                "ne traite que [ce qui compte], et dis-le si tu n'es pas sûr",
		"constraint.code":                   "utilise uniquement la bibliothèque standard et gère une entrée vide",
		"constraint.query":                  "utilise uniquement la bibliothèque standard et gère une entrée vide",
		"constraint.post":                   "mentionne le nom du produit une seule fois et évite les hashtags",
		"constraint.email":                  "termine par une seule demande claire",
		"constraint.summary":                "garde chaque chiffre exactement comme dans la source",
		"constraint.article":                "donne une source pour chaque chiffre",
		"constraint.haiku":                  "construis-le autour d'une seule image concrète et évite le mot « feuilles »",
		"constraint.poem":                   "termine sur une image, pas sur une morale",
		"constraint.story":                  "termine sur une image, pas sur une morale",
		"constraint.plan":                   "respecte un budget de [montant] et garde un après-midi libre",
		"lengthand.email":                   "reste sous les 150 mots et %s",
		"lengthand.article":                 "reste sous les 800 mots et %s",
		"lengthand.poem":                    "reste sous les 300 mots et %s",
		"lengthand.story":                   "reste sous les 300 mots et %s",
		"length.post":                       "moins de 280 caractères",
		"length.email":                      "moins de 150 mots",
		"length.summary":                    "3 à 5 phrases",
		"length.article":                    "environ 800 mots",
		"length.code":                       "une fonction de moins de 40 lignes",
		"length.query":                      "une fonction de moins de 40 lignes",
		"length.default":                    "moins de 200 mots",
		"shape.answeronly":                  "la réponse seule, sur une ligne, sans rien avant ni après",
		"shape.list":                        "une liste numérotée, un élément par ligne",
		"shape.prose":                       "des paragraphes rédigés, et combien",
		"shape.haiku":                       "le poème seul, avec un titre et sans commentaire",
		"shape.poem":                        "le poème seul, avec un titre et sans commentaire",
		"shape.story":                       "le texte seul, avec un titre et sans commentaire",
		"shape.code":                        "un seul bloc de code, puis trois puces sur son fonctionnement",
		"shape.query":                       "la requête dans un bloc de code, puis une phrase sur ce qu'elle fait",
		"shape.email":                       "une ligne d'objet, puis le corps, puis une formule de politesse d'une ligne",
		"shape.comparison":                  "un tableau avec une ligne par option et des colonnes pour le coût, le risque et l'adéquation",
		"shape.post":                        "le texte seul, sans préambule",
		"shape.article":                     "un titre, trois sections avec intertitres et un résumé de deux lignes",
		"shape.plan":                        "un tableau avec une ligne par jour et des colonnes pour l'heure, l'activité et le coût",
		"shape.reasons":                     "la réponse en une phrase, puis les raisons sous forme de puces",
		"shape.default":                     "trois courts paragraphes, précédés d'un résumé d'une ligne",
		"steps.debug":                       "D'abord reproduis l'échec et lis l'erreur, ensuite liste les causes probables et teste la plus probable, puis confirme la correction",
		"steps.compare":                     "D'abord liste les critères qui comptent ici, ensuite évalue chaque option selon ces critères, puis recommande-en une et explique pourquoi",
		"steps.compute":                     "D'abord liste les données du problème, ensuite résous chaque partie dans l'ordre, puis vérifie le résultat avant de répondre",
		"steps.classify":                    "D'abord relève les indices dans le texte, ensuite compare-les à la définition de chaque étiquette, puis donne l'étiquette",
		"steps.plan":                        "D'abord découpe l'objectif en parties, ensuite traite chacune d'elles, puis vérifie le plan par rapport à l'objectif",
		"steps.default":                     "D'abord détermine ce que demande la question, ensuite raisonne dans l'ordre, puis vérifie ta réponse",
		"task.email":                        "Écris un e-mail de 120 mots qui demande au fournisseur de confirmer la nouvelle date de livraison.",
		"task.code":                         "Écris une fonction Python qui renvoie la médiane d'une liste de nombres.",
		"task.query":                        "Écris une fonction Python qui renvoie la médiane d'une liste de nombres.",
		"task.post":                         "Écris trois titres de moins de 60 caractères pour l'annonce du lancement.",
		"task.default":                      "Résume le rapport ci-dessous en cinq puces.",
		"example.io":                        "Entrée : ... Sortie : ...",
		"quantity.example":                  "options",
		"placeholder.audience":              "Public : [qui va lire ceci et ce qu'il sait déjà]",
		"placeholder.purpose":               "Objectif : [à quoi servira la réponse]",
		"placeholder.requirements":          "Exigences : [ce que la réponse doit inclure ou éviter%s]",
		"placeholder.length":                " ; une longueur comme %s",
		"placeholder.format":                "Format de sortie : [par exemple, %s]",
		"placeholder.role":                  "Rôle : [l'expertise dont la réponse a besoin, p. ex. %s]",
		"placeholder.anyrole":               "un spécialiste du domaine de la tâche, et ce qu'il fait pour qui",
		"placeholder.example":               "Exemple : [une entrée et la sortie attendue pour celle-ci]",
		"change.asked":                      "« %s » ajouté comme champ à compléter ; il ne rapporte rien tant qu'il n'est pas rempli.",
		"change.input":                      "L'entrée collée est placée dans des balises <input>, à part des instructions.",
		"ignored.material":                  "%d passage(s) collé(s) ou cité(s)",
		"ignored.repeats":                   "%d phrase(s) répétée(s)",
		"ignored.gimmicks":                  "%d pourboire(s), menace(s) ou astuce(s)",
		"evidence.more":                     "autres",
		"fix.clarity.task":                  "Formulez la tâche en une seule instruction : commencez par un verbe qui nomme le travail, p. ex. %q.",
		"fix.clarity.object":                "Nommez ce sur quoi porte l'instruction : le texte, les données ou le sujet traité.",
		"fix.clarity.direct":                "Demandez directement : supprimez %q et commencez par le verbe.",
		"fix.clarity.delimiters":            "Mettez entre guillemets ou entre balises les termes exacts ou l'entrée de la tâche, pour que le modèle les distingue de l'instruction.",
		"fix.clarity.sections":              "Séparez l'entrée de l'instruction : placez-la après un libellé ou entre balises, p. ex. <text>...</text>.",
		"fix.clarity.negative":              "Dites quoi faire plutôt que quoi ne pas faire : reformulez %q en instruction positive.",
		"fix.clarity.vague":                 "Remplacez %q par le travail lui-même : expliquer, lister, comparer, rédiger...",
		"fix.clarity.filler":                "Supprimez %q : cela n'apporte rien d'utile au modèle.",
		"fix.specificity.detail":            "Ajoutez les détails que vous seul connaissez : lequel, pour qui, combien, pour quand, dans quel contexte.",
		"fix.specificity.pinned":            "Précisez ce qui détermine la réponse : lequel exactement, combien, sur quelle période, selon quel critère, dans quel budget.",
		"fix.specificity.focus":             "Dites quelle partie compte le plus, p. ex. « en se concentrant sur les coûts, pas sur les fonctionnalités ».",
		"fix.specificity.quantity":          "Dites combien vous en voulez, p. ex. « trois %s ».",
		"fix.specificity.open":              "Dites combien et selon quel critère, au lieu de « quelques » ou « certains ».",
		"fix.specificity.vague":             "Remplacez %q par ce que vous voulez dire précisément.",
		"fix.context.audience":              "Dites à qui s'adresse la réponse et ce que ce public sait déjà, p. ex. %q.",
		"fix.context.situation":             "Décrivez votre situation en une phrase : qui vous êtes, sur quoi vous travaillez, ce que vous avez déjà essayé.",
		"fix.context.purpose":               "Dites à quoi servira la réponse, p. ex. « pour que je puisse... », et à quoi ressemble un bon résultat.",
		"fix.context.reference":             "Collez le matériau à traiter après un libellé ou entre balises, et désignez-le (« le texte ci-dessous »).",
		"fix.constraints.stated":            "Indiquez une exigence que la réponse doit respecter, p. ex. %q.",
		"fix.constraints.specific":          "Rendez les exigences propres à cette tâche : quoi inclure, quoi exclure, quelles limites s'appliquent.",
		"fix.constraints.length":            "Donnez une longueur mesurable, p. ex. %q.",
		"fix.constraints.scope":             "Dites ce que la réponse doit inclure ou laisser de côté, en le nommant.",
		"fix.constraints.fallback":          "Dites quoi faire quand la réponse est inconnue ou que l'entrée est inhabituelle, p. ex. « Si le texte ne contient aucune date, réponds \"aucune\". »",
		"fix.constraints.style":             "Nommez le ton ou le registre, p. ex. « simple et chaleureux, sans jargon ».",
		"fix.output_format.stated":          "Dites à quoi doit ressembler la réponse, p. ex. %q.",
		"fix.output_format.shape":           "Nommez la forme de la réponse, p. ex. %q.",
		"fix.output_format.specific":        "Détaillez les parties de la réponse pour cette tâche : quels champs ou sections, dans quel ordre, combien.",
		"fix.output_format.deliverable":     "Nommez le livrable : un e-mail, un tableau, une fonction Python...",
		"fix.role_definition.stated":        "Ajoutez un rôle lié à cette tâche : %q.",
		"fix.role_definition.domain":        "Nommez le domaine du rôle : %q.",
		"fix.role_definition.task":          "Reliez le rôle à la tâche : dites ce que ce rôle fait ici et pour qui.",
		"fix.role_definition.setting":       "Dites où le rôle exerce ou qui il sert.",
		"fix.examples.given":                "Montrez un exemple de la tâche : une entrée et la sortie attendue, p. ex. <example>%s</example>.",
		"fix.examples.content":              "Faites de l'exemple un vrai cas de cette tâche, avec une entrée et une sortie réelles.",
		"fix.examples.several":              "Ajoutez un second exemple, différent, pour que le modèle ne copie pas le premier.",
		"fix.examples.labelled":             "Placez l'exemple dans des balises <example> ou étiquetez son entrée et sa sortie.",
		"fix.cot_structure.stated":          "Demandez le raisonnement avant la réponse : %q.",
		"fix.cot_structure.steps":           "Décrivez les étapes du travail dans l'ordre, p. ex. %q.",
		"fix.cot_structure.specific":        "Rendez les étapes propres à ce problème : dites quoi vérifier ou calculer en premier.",
		"fix.research.sources":              "Demandez des sources : « cite une source évaluée par des pairs pour chaque affirmation ».",
		"fix.research.period":               "Délimitez la période, p. ex. « études publiées depuis 2020 ».",
		"fix.crypto.asset":                  "Nommez l'actif et la blockchain, p. ex. « ETH sur le mainnet Ethereum ».",
		"fix.crypto.period":                 "Donnez la période, p. ex. « sur les 30 derniers jours ».",
		"fix.crypto.risk":                   "Demandez les risques : « signale les principaux risques ; ceci n'est pas un conseil financier ».",
		"fix.content.platform":              "Nommez le canal : blog, LinkedIn, newsletter, X...",
		"fix.content.tone":                  "Fixez la voix : « chaleureuse et simple, en tutoyant le lecteur ».",
		"fix.content.length":                "Fixez la longueur, p. ex. « environ 300 mots ».",
		"fix.content.cta":                   "Dites ce que le lecteur doit faire ensuite : un appel à l'action.",
		"earns.clarity.task":                "une instruction ou une question explicite",
		"earns.clarity.object":              "l'instruction nomme ce sur quoi elle porte : un mot de contenu ou un {champ} après le verbe",
		"earns.clarity.direct":              "la demande est faite directement, pas sous une forme hésitante ou polie",
		"earns.clarity.delimiters":          "des guillemets ou des balises délimitent les termes clés ou les données",
		"earns.clarity.sections":            "le prompt est organisé en parties : titres, libellés, balises, blocs de code ou passage cité",
		"earns.clarity.questions":           "invite à poser des questions de clarification avant de répondre",
		"earns.clarity.negative":            "instructions formulées comme ce qu'il ne faut pas faire ; 2 pour une question à la forme négative",
		"earns.clarity.vague":               "un verbe vague (« parle-moi de », « aide-moi avec ») ou une référence à rien",
		"earns.clarity.filler":              "salutations et bavardage autour de la demande",
		"earns.specificity.detail":          "les détails propres à la tâche : les mots précis de l'instruction et les faits qu'elle donne ; les mots génériques et les répétitions ne comptent pas",
		"earns.specificity.pinned":          "ce que la tâche fixe et qui détermine la réponse, chaque type une fois : lequel (un nom, un terme cité), combien, quelle période, selon quel critère, dans quelle limite",
		"earns.specificity.focus":           "resserre le propos (« en se concentrant sur », « spécifiquement », « par rapport à »)",
		"earns.specificity.quantity":        "dit combien est demandé",
		"earns.specificity.depth":           "demande un niveau de détail dans la tâche elle-même (« un essai détaillé »)",
		"earns.specificity.open":            "laisse le choix ouvert : « quelques », « quelques idées », « des conseils » sans nombre ni critère",
		"earns.specificity.vague":           "mots vagues dans la tâche (« quelque chose », « trucs », « choses »)",
		"earns.context.audience":            "à qui s'adresse la réponse, d'après les mots précis qui désignent ce public",
		"earns.context.situation":           "qui demande et sa situation, selon ce que chaque phrase dit de précis",
		"earns.context.purpose":             "à quoi sert la réponse, d'après les mots précis qui le disent",
		"earns.context.reference":           "fournit le matériau à traiter et le désigne (compte une fois)",
		"earns.constraints.stated":          "une exigence est énoncée, même générique",
		"earns.constraints.specific":        "les exigences qui engagent cette réponse, par leurs mots propres à la tâche, leurs nombres et leurs noms",
		"earns.constraints.length":          "une longueur mesurable (« moins de 100 mots », « une phrase »)",
		"earns.constraints.scope":           "ce qu'il faut inclure ou exclure, en le nommant",
		"earns.constraints.fallback":        "quoi faire en cas de doute ou de cas limite",
		"earns.constraints.style":           "un ton, un registre ou un style nommé",
		"earns.output_format.stated":        "dit à quoi doit ressembler la réponse",
		"earns.output_format.shape":         "nomme une forme concrète : liste, tableau, JSON, sections, balises, bloc de code",
		"earns.output_format.specific":      "les parties de la forme pour cette tâche : ses champs, son ordre, ses nombres et ses noms",
		"earns.output_format.template":      "montre un modèle, un squelette ou des balises à remplir",
		"earns.output_format.primer":        "se termine en amorçant la réponse (« Réponse : », « import »)",
		"earns.output_format.deliverable":   "la tâche nomme son livrable (essai, e-mail, fonction...)",
		"earns.role_definition.stated":      "un rôle ou un personnage est donné, même générique",
		"earns.role_definition.domain":      "le rôle nomme un domaine ou une spécialité (au-delà de « expert », « assistant »)",
		"earns.role_definition.task":        "le rôle est lié à cette tâche : il en partage les mots ou énonce sa mission",
		"earns.role_definition.setting":     "où le rôle exerce ou qui il sert : noms, organisations, personnes",
		"earns.examples.given":              "donne un exemple de la tâche : une entrée, une sortie ou les deux",
		"earns.examples.content":            "ce que les exemples montrent de cette tâche",
		"earns.examples.several":            "deux exemples ou plus",
		"earns.examples.labelled":           "les exemples sont délimités ou étiquetés (balises, Entrée/Sortie)",
		"earns.cot_structure.stated":        "demande un raisonnement avant la réponse, même générique",
		"earns.cot_structure.steps":         "décrit les étapes du travail (numérotées, ou d'abord/ensuite)",
		"earns.cot_structure.specific":      "des étapes adaptées à ce problème : leurs objets, leurs vérifications et leur ordre",
		"earns.cot_structure.scratch":       "sépare le raisonnement de la réponse (balises de réflexion, « puis donne la réponse »)",
		"earns.cot_structure.verify":        "demande de vérifier le résultat",
		"earns.cot_structure.worked":        "les exemples montrent le raisonnement, pas seulement la réponse",
		"earns.research.sources":            "recherche : demande des sources ou des citations",
		"earns.research.period":             "recherche : délimite la période",
		"earns.crypto.asset":                "crypto : nomme l'actif, le token ou la blockchain",
		"earns.crypto.period":               "crypto : donne une période",
		"earns.crypto.risk":                 "crypto : demande les risques et les mises en garde",
		"earns.content.platform":            "contenu : nomme le canal (blog, LinkedIn, newsletter)",
		"earns.content.tone":                "contenu : fixe la voix ou le ton",
		"earns.content.length":              "contenu : fixe la longueur",
		"earns.content.cta":                 "contenu : demande un appel à l'action",
		"earns.ignored":                     "mis de côté : le contenu collé, les répétitions, les pourboires, les menaces et le remplissage ne rapportent rien",
	},
}
