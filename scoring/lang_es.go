package scoring

// spanish: the lists and sentences of lang_en.go in Spanish. Words are listed
// with their inflected forms (the engine inflects only English), and
// domains are in the order of english.domains, one for one.
var spanish = language{
	code:  "es",
	name:  "Spanish",
	marks: "el la los las del al es son están de en un una unos unas con para por que qué cómo cuál cuáles y muy pero más estos hay sin eres usted ustedes sus puedes tiene mismo hasta según nuestro nuestra nuestros nuestras cuyo cuya escribe explica dame crea haz",
	words: map[string]string{
		"stop": `el la los las lo un una unos unas al del de a en con por para sin sobre entre hasta desde hacia
según durante mediante contra tras ante bajo y e o u ni pero sino que qué quien quién quienes
cual cuál cuales cuáles cuyo cuya como cómo cuando cuándo donde dónde adonde cuanto cuánto
cuanta cuánta cuántos cuántas porque si sí no ya muy más menos tan tanto también tampoco solo
sólo solamente aún todavía siempre nunca jamás bien mal así aquí allí ahí acá este esta estos
estas esto ese esa esos esas eso aquel aquella aquellos aquellas aquello yo me mi mis mío mía
míos mías conmigo tú te ti tu tus tuyo tuya contigo usted ustedes su sus suyo suya él ella ellos
ellas le les se nos nosotros nosotras vosotros vosotras os vuestro vuestra nuestro nuestra
nuestros nuestras ser soy eres es somos sois son era eras eran fue fueron sido siendo sea seas
sean sería estar estoy estás está estamos están estaba estado esté estén haber he has ha hemos
han había habido haya hay habrá tener tengo tienes tiene tenemos tienen tenía tenga poder puedo
puedes puede podemos pueden podría podrías podrían pueda deber debo debes debe debemos deben
debería deberías deberían querer quiero quieres quiere queremos quieren quisiera ir voy vas va
vamos van hacer hago haces hace hacen cada todo toda todos todas otro otra otros otras mismo
misma mismos mismas algo nada alguien nadie alguno alguna algunos algunas algún ningún ninguno
ninguna cualquier cualquiera varios varias mucho mucha muchos muchas poco poca pocos pocas
bastante demasiado demasiada entonces luego después antes además incluso aunque mientras pues
etc ej p.ej vs ok vale favor gracias cosa cosas`,
		"generic": `instrucción instrucciones indicación indicaciones consigna consignas bueno buena buenos buenas
buen gran grande grandes excelente excelentes estupendo estupenda estupendos estupendas
magnífico magnífica magníficos magníficas extraordinario extraordinaria extraordinarios
extraordinarias excepcional excepcionales fantástico fantástica fantásticos fantásticas
maravilloso maravillosa maravillosos maravillosas increíble increíbles impresionante
impresionantes brillante brillantes perfecto perfecta perfectos perfectas ideal ideales óptimo
óptima óptimos óptimas mejor mejora mejores mejoras eficaz eficaces eficiente eficientes útil
útiles provechoso provechosa provechosos provechosas valioso valiosa valiosos valiosas
significativo significativa significativos significativas interesante interesantes atractivo
atractiva atractivos atractivas convincente convincentes sólido sólida sólidos sólidas robusto
robusta robustos robustas fiable fiables confiable confiables riguroso rigurosa rigurosos
rigurosas exhaustivo exhaustiva exhaustivos exhaustivas completo completa completos completas
detallado detallada detallados detalladas profundo profunda profundos profundas claro clara
claros claras claramente conciso concisa concisos concisas preciso precisa precisos precisas
precisamente exacto exacta exactos exactas exactamente correcto correcta correctos correctas
correctamente adecuado adecuada adecuados adecuadas adecuadamente apropiado apropiada apropiados
apropiadas pertinente pertinentes relevante relevantes importante importantes esencial
esenciales fundamental fundamentales crucial cruciales clave vital vitales principal principales
necesario necesaria necesarios necesarias práctico práctica prácticos prácticas estructurado
estructurada estructurados estructuradas organizado organizada organizados organizadas lógico
lógica lógicos lógicas coherente coherentes consistente consistentes legible legibles
comprensible comprensibles fácil fáciles fácilmente sencillo sencilla sencillos sencillas
profesional profesionales profesionalmente pulido pulida pulidos pulidas limpio limpia limpios
limpias elegante elegantes bonito bonita bonitos bonitas cuidadoso cuidadosa cuidadosos
cuidadosas cuidadosamente meticuloso meticulosa meticulosos meticulosas objetivo objetiva
objetivos objetivas imparcial imparciales equilibrado equilibrada equilibrados equilibradas
honesto honesta honestos honestas creativo creativa creativos creativas innovador innovadora
innovadores innovadoras original originales novedoso novedosa novedosos novedosas inteligente
inteligentes experto experta expertos expertas experimentado experimentada experimentados
experimentadas capacitado capacitada capacitados capacitadas competente competentes cualificado
cualificada cualificados cualificadas calificado calificada calificados calificadas reconocido
reconocida reconocidos reconocidas prestigioso prestigiosa prestigiosos prestigiosas líder
líderes avanzado avanzada avanzados avanzadas sofisticado sofisticada sofisticados sofisticadas
actualizado actualizada actualizados actualizadas estándar estándares general generales
generalmente básicamente simplemente realmente verdaderamente totalmente completamente altamente
extremadamente sumamente posible posibles posiblemente probablemente seguro segura seguros
seguras necesariamente especialmente particularmente respuesta respuestas resultado resultados
solución soluciones contenido contenidos información informaciones dato detalle detalles
pregunta preguntas consulta consultas solicitud petición tarea tareas prompt prompts problema
problemas asunto tema temas aspecto aspectos punto puntos parte partes elemento elementos
componente componentes manera forma modo nivel niveles calidad claridad legibilidad profundidad
contexto propósito meta metas fin intención necesidad necesidades requisito requisitos
expectativa expectativas error errores fallo suposición suposiciones ejemplo ejemplos caso casos
escenario escenarios explicación explicaciones descripción descripciones resumen visión panorama
idea ideas pensamiento proceso procesos estructura formato formatos estilo tono lenguaje
redacción enfoque enfoques método métodos metodología técnica técnicas estrategia estrategias
norma normas pauta pautas principio principios conocimiento conocimientos comprensión habilidad
habilidades experiencia experiencias año años década décadas campo campos ámbito área áreas
sector sectores industria materia valor éxito esfuerzo trabajo ayuda apoyo hecho hechos
argumento argumentos perspectiva paso pasos etapa etapas fase fases hacer haz haga hagan
asegúrate asegurar asegúrese asegurarse proporciona proporcionar proporcione da dar dé den usa
usar use usen utiliza utilizar utilice aplica aplicar incluye incluir incluya considera
considerar sigue seguir siga mantén mantener mantenga evita evitar evite ayudar ayude cubre
cubrir trata tratar intenta intentar procura procurar toma tomar ten tener presta prestar
atención cuenta sé`,
		"taskVerb": `escribe escriba escribid escriban escribir escribiendo escríbelo escríbela escríbelos escríbelas
escríbele escríbeles escríbeme escríbenos redacta redacte redactad redacten redactar redactando
redáctalo redáctala redáctalos redáctalas redáctale redáctales redáctame redáctanos compón
componer componga crea cree cread creen crear creando créalo créala créalos créalas créale
créales créame créanos genera genere generad generen generar generando genéralo genérala
genéralos genéralas genérale genérales genérame genéranos produce producir produzca produzcan
hazme haz hazlo hazla hazlos hazlas hazle hazles haznos haga hagan hacer construe construa
construid construan construir construiendo cónstruelo cónstruela cónstruelos cónstruelas
cónstruele cónstrueles cónstrueme cónstruenos construye constrúyelo constrúyela constrúyelos
constrúyelas constrúyele constrúyeles constrúyeme constrúyenos construya diseña diseñe diseñad
diseñen diseñar diseñando diséñalo diséñala diséñalos diséñalas diséñale diséñales diséñame
diséñanos desarrolla desarrolle desarrollad desarrollen desarrollar desarrollando desarróllalo
desarróllala desarróllalos desarróllalas desarróllale desarróllales desarróllame desarróllanos
implementa implemente implementad implementen implementar implementando impleméntalo
impleméntala impleméntalos impleméntalas impleméntale impleméntales impleméntame impleméntanos
programa programe programad programen programar programando prográmalo prográmala prográmalos
prográmalas prográmale prográmales prográmame prográmanos codifica codifique codificad
codifiquen codificar codificando codifícalo codifícala codifícalos codifícalas codifícale
codifícales codifícame codifícanos traduce tradúcelo tradúcela tradúcelos tradúcelas tradúcele
tradúceles tradúceme tradúcenos traducir traduzca traduzcan converte converta convertid
convertan convertir convertiendo convértelo convértela convértelos convértelas convértele
convérteles convérteme convértenos convierte conviértelo conviértela conviértelos conviértelas
conviértele conviérteles conviérteme conviértenos convierta conviertan transforma transforme
transformad transformen transformar transformando transfórmalo transfórmala transfórmalos
transfórmalas transfórmale transfórmales transfórmame transfórmanos resume resuma resumid
resuman resumir resumiendo resúmelo resúmela resúmelos resúmelas resúmele resúmeles resúmeme
resúmenos explica explique explicad expliquen explicar explicando explícalo explícala explícalos
explícalas explícale explícales explícame explícanos explíquenos describe describa describid
describan describir describiendo descríbelo descríbela descríbelos descríbelas descríbele
descríbeles descríbeme descríbenos define defina definid definan definir definiendo defínelo
defínela defínelos defínelas defínele defíneles defíneme defínenos esboza esboce esbozad esbocen
esbozar esbozando esbózalo esbózala esbózalos esbózalas esbózale esbózales esbózame esbózanos
enumera enumere enumerad enumeren enumerar enumerando enuméralo enumérala enuméralos enuméralas
enumérale enumérales enumérame enuméranos lista liste listad listen listar listando lístalo
lístala lístalos lístalas lístale lístales lístame lístanos nombra nombre nombrad nombren
nombrar nombrando nómbralo nómbrala nómbralos nómbralas nómbrale nómbrales nómbrame nómbranos
menciona mencionar mencione identifica identifique identificad identifiquen identificar
identificando identifícalo identifícala identifícalos identifícalas identifícale identifícales
identifícame identifícanos encuentra encuéntralo encuéntrala encuéntralos encuéntralas
encuéntrale encuéntrales encuéntrame encuéntranos encontrar encuentre busca busque buscad
busquen buscar buscando búscalo búscala búscalos búscalas búscale búscales búscame búscanos
extrae extraa extraed extraan extraer extraiendo extráelo extráela extráelos extráelas extráele
extráeles extráeme extráenos clasifica clasifique clasificad clasifiquen clasificar clasificando
clasifícalo clasifícala clasifícalos clasifícalas clasifícale clasifícales clasifícame
clasifícanos categoriza categorice categorizad categoricen categorizar categorizando
categorízalo categorízala categorízalos categorízalas categorízale categorízales categorízame
categorízanos etiqueta etiquete etiquetad etiqueten etiquetar etiquetando etiquétalo etiquétala
etiquétalos etiquétalas etiquétale etiquétales etiquétame etiquétanos ordena ordene ordenad
ordenen ordenar ordenando ordénalo ordénala ordénalos ordénalas ordénale ordénales ordéname
ordénanos rankea rankee rankead rankeen rankear rankeando rankéalo rankéala rankéalos rankéalas
rankéale rankéales rankéame rankéanos puntúa puntúe puntuar califica calificar califique compara
compare comparad comparen comparar comparando compáralo compárala compáralos compáralas
compárale compárales compárame compáranos contrasta contraste contrastad contrasten contrastar
contrastando contrástalo contrástala contrástalos contrástalas contrástale contrástales
contrástame contrástanos analiza analice analizad analicen analizar analizando analízalo
analízala analízalos analízalas analízale analízales analízame analízanos evalúa evalúalo
evalúala evalúalos evalúalas evalúale evalúales evalúame evalúanos evalúe evaluar revisa revise
revisad revisen revisar revisando revísalo revísala revísalos revísalas revísale revísales
revísame revísanos critica critique criticad critiquen criticar criticando critícalo critícala
critícalos critícalas critícale critícales critícame critícanos comprueba comprobar compruebe
verifica verifique verificad verifiquen verificar verificando verifícalo verifícala verifícalos
verifícalas verifícale verifícales verifícame verifícanos valida valide validad validen validar
validando valídalo valídala valídalos valídalas valídale valídales valídame valídanos prueba
pruébalo pruébala pruébalos pruébalas pruébale pruébales pruébame pruébanos probar pruebe depura
depure depurad depuren depurar depurando depúralo depúrala depúralos depúralas depúrale
depúrales depúrame depúranos corrige corrígelo corrígela corrígelos corrígelas corrígele
corrígeles corrígeme corrígenos corregir corrija arregla arregle arreglad arreglen arreglar
arreglando arréglalo arréglala arréglalos arréglalas arréglale arréglales arréglame arréglanos
edita edite editad editen editar editando edítalo edítala edítalos edítalas edítale edítales
edítame edítanos mejora mejore mejorad mejoren mejorar mejorando mejóralo mejórala mejóralos
mejóralas mejórale mejórales mejórame mejóranos refactoriza refactorice refactorizad
refactoricen refactorizar refactorizando refactorízalo refactorízala refactorízalos
refactorízalas refactorízale refactorízales refactorízame refactorízanos optimiza optimice
optimizad optimicen optimizar optimizando optimízalo optimízala optimízalos optimízalas
optimízale optimízales optimízame optimízanos simplifica simplifique simplificad simplifiquen
simplificar simplificando simplifícalo simplifícala simplifícalos simplifícalas simplifícale
simplifícales simplifícame simplifícanos acorta acorte acortad acorten acortar acortando
acórtalo acórtala acórtalos acórtalas acórtale acórtales acórtame acórtanos amplia amplie
ampliad amplien ampliar ampliando ámplialo ámpliala ámplialos ámplialas ámpliale ámpliales
ámpliame ámplianos amplía amplíalo amplíala amplíalos amplíalas amplíale amplíales amplíame
amplíanos amplíe parafrasea parafrasee parafrasead parafraseen parafrasear parafraseando
parafraséalo parafraséala parafraséalos parafraséalas parafraséale parafraséales parafraséame
parafraséanos reformula reformule reformulad reformulen reformular reformulando reformúlalo
reformúlala reformúlalos reformúlalas reformúlale reformúlales reformúlame reformúlanos
reescribe reescriba reescribid reescriban reescribir reescribiendo reescríbelo reescríbela
reescríbelos reescríbelas reescríbele reescríbeles reescríbeme reescríbenos responde responda
responded respondan responder respondiendo respóndelo respóndela respóndelos respóndelas
respóndele respóndeles respóndeme respóndenos contesta conteste contestad contesten contestar
contestando contéstalo contéstala contéstalos contéstalas contéstale contéstales contéstame
contéstanos resuelve resuélvelo resuélvela resuélvelos resuélvelas resuélvele resuélveles
resuélveme resuélvenos resolver resuelva calcula calcule calculad calculen calcular calculando
calcúlalo calcúlala calcúlalos calcúlalas calcúlale calcúlales calcúlame calcúlanos computa
compute computad computen computar computando compútalo compútala compútalos compútalas
compútale compútales compútame compútanos estima estime estimad estimen estimar estimando
estímalo estímala estímalos estímalas estímale estímales estímame estímanos deriva derive
derivad deriven derivar derivando derívalo derívala derívalos derívalas derívale derívales
derívame derívanos demuestra demuéstralo demuéstrala demuéstralos demuéstralas demuéstrale
demuéstrales demuéstrame demuéstranos demostrar demuestre determina determine determinad
determinen determinar determinando determínalo determínala determínalos determínalas determínale
determínales determíname determínanos decide decida decidid decidan decidir decidiendo decídelo
decídela decídelos decídelas decídele decídeles decídeme decídenos elige elígelo elígela
elígelos elígelas elígele elígeles elígeme elígenos elegir elija selecciona seleccione
seleccionad seleccionen seleccionar seleccionando selecciónalo selecciónala selecciónalos
selecciónalas selecciónale selecciónales seleccióname selecciónanos escoge escógelo escógela
escógelos escógelas escógele escógeles escógeme escógenos escoger escoja recomienda recomiéndalo
recomiéndala recomiéndalos recomiéndalas recomiéndale recomiéndales recomiéndame recomiéndanos
recomendar recomiende sugiere sugiérelo sugiérela sugiérelos sugiérelas sugiérele sugiéreles
sugiéreme sugiérenos sugerir sugiera propón propónlo propónla propónlos propónlas propónle
propónles propónme propónnos proponer proponga planifica planifique planificad planifiquen
planificar planificando planifícalo planifícala planifícalos planifícalas planifícale
planifícales planifícame planifícanos planea planee planead planeen planear planeando planéalo
planéala planéalos planéalas planéale planéales planéame planéanos organiza organice organizad
organicen organizar organizando organízalo organízala organízalos organízalas organízale
organízales organízame organízanos prepara prepare preparad preparen preparar preparando
prepáralo prepárala prepáralos prepáralas prepárale prepárales prepárame prepáranos da dalo dala
dalos dalas dale dales dame danos dámelo dámela dámelos dámelas dámele dámeles dámeme dámenos dé
denme dar proporciona proporcióname muestra muéstralo muéstrala muéstralos muéstralas muéstrale
muéstrales muéstrame muéstranos mostrar muestre di dilo dila dilos dilas dile diles dime dinos
diga dígame decir enseña enséñame enseñar enseñe ayuda ayúdame ayudar guía guiar guíame dibuja
dibuje dibujad dibujen dibujar dibujando dibújalo dibújala dibújalos dibújalas dibújale
dibújales dibújame dibújanos ilustra ilustre ilustrad ilustren ilustrar ilustrando ilústralo
ilústrala ilústralos ilústralas ilústrale ilústrales ilústrame ilústranos visualiza visualice
visualizad visualicen visualizar visualizando visualízalo visualízala visualízalos visualízalas
visualízale visualízales visualízame visualízanos diagrama diagrame diagramad diagramen
diagramar diagramando diagrámalo diagrámala diagrámalos diagrámalas diagrámale diagrámales
diagrámame diagrámanos formata formate formatad formaten formatar formatando formátalo formátala
formátalos formátalas formátale formátales formátame formátanos estructura estructure
estructurad estructuren estructurar estructurando estructúralo estructúrala estructúralos
estructúralas estructúrale estructúrales estructúrame estructúranos anota anote anotad anoten
anotar anotando anótalo anótala anótalos anótalas anótale anótales anótame anótanos comenta
comente comentad comenten comentar comentando coméntalo coméntala coméntalos coméntalas
coméntale coméntales coméntame coméntanos documenta documente documentad documenten documentar
documentando documéntalo documéntala documéntalos documéntalas documéntale documéntales
documéntame documéntanos destaca destaque destacad destaquen destacar destacando destácalo
destácala destácalos destácalas destácale destácales destácame destácanos resalta resalte
resaltad resalten resaltar resaltando resáltalo resáltala resáltalos resáltalas resáltale
resáltales resáltame resáltanos discute discuta discutid discutan discutir discutiendo discútelo
discútela discútelos discútelas discútele discúteles discúteme discútenos examina examine
examinad examinen examinar examinando examínalo examínala examínalos examínalas examínale
examínales examíname examínanos explora explore explorad exploren explorar explorando explóralo
explórala explóralos explóralas explórale explórales explórame explóranos investiga investigue
investigad investiguen investigar investigando investígalo investígala investígalos investígalas
investígale investígales investígame investíganos estudia estudie estudiad estudien estudiar
estudiando estúdialo estúdiala estúdialos estúdialas estúdiale estúdiales estúdiame estúdianos
interpreta interprete interpretad interpreten interpretar interpretando interprétalo
interprétala interprétalos interprétalas interprétale interprétales interprétame interprétanos
predece predeca predecid predecan predecir predeciendo predécelo predécela predécelos predécelas
predécele predéceles predéceme predécenos predice predícelo predícela predícelos predícelas
predícele predíceles predíceme predícenos prediga pronostica pronostique pronosticad
pronostiquen pronosticar pronosticando pronostícalo pronostícala pronostícalos pronostícalas
pronostícale pronostícales pronostícame pronostícanos detecta detecte detectad detecten detectar
detectando detéctalo detéctala detéctalos detéctalas detéctale detéctales detéctame detéctanos
diagnostica diagnostique diagnosticad diagnostiquen diagnosticar diagnosticando diagnostícalo
diagnostícala diagnostícalos diagnostícalas diagnostícale diagnostícales diagnostícame
diagnostícanos soluciona solucionar argumenta argumente argumentad argumenten argumentar
argumentando arguméntalo arguméntala arguméntalos arguméntalas arguméntale arguméntales
arguméntame arguméntanos persuade persuada persuadid persuadan persuadir persuadiendo persuádelo
persuádela persuádelos persuádelas persuádele persuádeles persuádeme persuádenos convence
convéncelo convéncela convéncelos convéncelas convéncele convénceles convénceme convéncenos
convencer convenza negocia negocie negociad negocien negociar negociando negócialo negóciala
negócialos negócialas negóciale negóciales negóciame negócianos presenta presente presentad
presenten presentar presentando preséntalo preséntala preséntalos preséntalas preséntale
preséntales preséntame preséntanos introduce introduca introducid introducan introducir
introduciendo introdúcelo introdúcela introdúcelos introdúcelas introdúcele introdúceles
introdúceme introdúcenos actúa actúalo actúala actúalos actúalas actúale actúales actúame
actúanos actúe actuar imagina imagine imaginad imaginen imaginar imaginando imagínalo imagínala
imagínalos imagínalas imagínale imagínales imagíname imagínanos simula simule simulad simulen
simular simulando simúlalo simúlala simúlalos simúlalas simúlale simúlales simúlame simúlanos
emula emule emulad emulen emular emulando emúlalo emúlala emúlalos emúlalas emúlale emúlales
emúlame emúlanos juega juégalo juégala juégalos juégalas juégale juégales juégame juéganos
continúa continúalo continúala continúalos continúalas continúale continúales continúame
continúanos continúe continuar completa complete completad completen completar completando
complétalo complétala complétalos complétalas complétale complétales complétame complétanos
termina termine terminad terminen terminar terminando termínalo termínala termínalos termínalas
termínale termínales termíname termínanos rellena rellene rellenad rellenen rellenar rellenando
rellénalo rellénala rellénalos rellénalas rellénale rellénales relléname rellénanos cuenta
cuéntalo cuéntala cuéntalos cuéntalas cuéntale cuéntales cuéntame cuéntanos contar mide mídelo
mídela mídelos mídelas mídele mídeles mídeme mídenos medir mida registra registre registrad
registren registrar registrando regístralo regístrala regístralos regístralas regístrale
regístrales regístrame regístranos localiza localice localizad localicen localizar localizando
localízalo localízala localízalos localízalas localízale localízales localízame localízanos
recupera recupere recuperad recuperen recuperar recuperando recupéralo recupérala recupéralos
recupéralas recupérale recupérales recupérame recupéranos filtra filtre filtrad filtren filtrar
filtrando fíltralo fíltrala fíltralos fíltralas fíltrale fíltrales fíltrame fíltranos agrupa
agrupe agrupad agrupen agrupar agrupando agrúpalo agrúpala agrúpalos agrúpalas agrúpale
agrúpales agrúpame agrúpanos combina combine combinad combinen combinar combinando combínalo
combínala combínalos combínalas combínale combínales combíname combínanos divide divida dividid
dividan dividir dividiendo divídelo divídela divídelos divídelas divídele divídeles divídeme
divídenos separa separe separad separen separar separando sepáralo sepárala sepáralos sepáralas
sepárale sepárales sepárame sepáranos fusiona fusione fusionad fusionen fusionar fusionando
fusiónalo fusiónala fusiónalos fusiónalas fusiónale fusiónales fusióname fusiónanos devuelve
devuélvelo devuélvela devuélvelos devuélvelas devuélvele devuélveles devuélveme devuélvenos
devolver devuelva imprime imprima imprimid impriman imprimir imprimiendo imprímelo imprímela
imprímelos imprímelas imprímele imprímeles imprímeme imprímenos mostra mostre mostrad mostren
mostrando móstralo móstrala móstralos móstralas móstrale móstrales móstrame móstranos envia
envie enviad envien enviar enviando énvialo énviala énvialos énvialas énviale énviales énviame
énvianos envía publica publicar reemplaza reemplace reemplazad reemplacen reemplazar
reemplazando reemplázalo reemplázala reemplázalos reemplázalas reemplázale reemplázales
reemplázame reemplázanos sustitue sustitua sustituid sustituan sustituir sustituiendo sustítuelo
sustítuela sustítuelos sustítuelas sustítuele sustítueles sustítueme sustítuenos sustituye
sustitúyelo sustitúyela sustitúyelos sustitúyelas sustitúyele sustitúyeles sustitúyeme
sustitúyenos sustituya elimina elimine eliminad eliminen eliminar eliminando elimínalo elimínala
elimínalos elimínalas elimínale elimínales elimíname elimínanos borra borre borrad borren borrar
borrando bórralo bórrala bórralos bórralas bórrale bórrales bórrame bórranos añade añada añadid
añadan añadir añadiendo añádelo añádela añádelos añádelas añádele añádeles añádeme añádenos
agrega agregue agregad agreguen agregar agregando agrégalo agrégala agrégalos agrégalas agrégale
agrégales agrégame agréganos inserta inserte insertad inserten insertar insertando insértalo
insértala insértalos insértalas insértale insértales insértame insértanos actualiza actualice
actualizad actualicen actualizar actualizando actualízalo actualízala actualízalos actualízalas
actualízale actualízales actualízame actualízanos cambia cambie cambiad cambien cambiar
cambiando cámbialo cámbiala cámbialos cámbialas cámbiale cámbiales cámbiame cámbianos modifica
modifique modificad modifiquen modificar modificando modifícalo modifícala modifícalos
modifícalas modifícale modifícales modifícame modifícanos ajusta ajuste ajustad ajusten ajustar
ajustando ajústalo ajústala ajústalos ajústalas ajústale ajústales ajústame ajústanos adapta
adapte adaptad adapten adaptar adaptando adáptalo adáptala adáptalos adáptalas adáptale
adáptales adáptame adáptanos elabora elabore elaborad elaboren elaborar elaborando elabóralo
elabórala elabóralos elabóralas elabórale elabórales elabórame elabóranos recopila recopile
recopilad recopilen recopilar recopilando recopílalo recopílala recopílalos recopílalas
recopílale recopílales recopílame recopílanos reúne reúnelo reúnela reúnelos reúnelas reúnele
reúneles reúneme reúnenos reunir cita cite citad citen citar citando cítalo cítala cítalos
cítalas cítale cítales cítame cítanos marca marque marcad marquen marcar marcando márcalo
márcala márcalos márcalas márcale márcales márcame márcanos señala señale señalad señalen
señalar señalando señálalo señálala señálalos señálalas señálale señálales señálame señálanos
transcribe transcriba transcribid transcriban transcribir transcribiendo transcríbelo
transcríbela transcríbelos transcríbelas transcríbele transcríbeles transcríbeme transcríbenos
aplica aplique aplicad apliquen aplicar aplicando aplícalo aplícala aplícalos aplícalas aplícale
aplícales aplícame aplícanos indica indique indicad indiquen indicar indicando indícalo indícala
indícalos indícalas indícale indícales indícame indícanos plantea plantear plantee inventa
inventar invente`,
		"outVerb": `escribe escriba escribid escriban escribir da dame dé den dar proporciona proporcione devuelve
devuelva devolver imprime imprima muestra muestre mostrar presenta presente presentar enumera
enumere incluye incluya añade añada pon ponga empieza empiece comienza comience termina termine
acaba acabe cierra abre formatea formatee responde responda contesta conteste genera genere
produce produzca entrega entregue envuelve separa separe organiza organice estructura estructure
ordena ordene indica indique`,
		"thinkVerb": `piensa piense pensar razona razone razonar considera considere considerar analiza analice
analizar identifica identifique identificar determina determine determinar averigua averigüe
averiguar comprueba compruebe comprobar verifica verifique verificar compara compare comparar
evalúa evalúe evaluar valora valore sopesa sopese examina examine examinar revisa revise revisar
lee lea leer relee relea recopila recopile extrae extraiga descompón descomponga desglosa
desglose planifica planifique planea decide decida infiere infiera deduce deduzca calcula
calcule calcular resuelve resuelva deriva derive reflexiona reflexione critica critique prueba
pruebe valida valide confirma confirme estima estime recuerda recuerde entiende entienda
comprende comprenda inspecciona investiga investigue rastrea busca busque encuentra encuentre
detecta detecte distingue distinga reconsidera reconsidere justifica justifique`,
		"format": `comillas corchetes título títulos asteriscos lista listas viñeta viñetas punto puntos numerado numerada numerados numeradas numeración tabla
tablas columna columnas fila filas json yaml csv tsv xml html markdown encabezado encabezados
título títulos subtítulo subtítulos sección secciones esquema campo campos clave claves objeto
objetos array arreglo arreglos bloque bloques fragmento plantilla plantillas etiqueta etiquetas
checklist matriz cuadrícula diagrama gráfico gráfica flujograma cronología línea negrita cursiva
pie asunto líneas párrafo párrafos frase frases oración oraciones palabra palabras caracteres
carácter diccionario separado separada separados separadas prosa apartado apartados`,
		"deliverable": `ensayo ensayos correo correos email emails e-mail carta cartas memorando nota informe informes
artículo artículos publicación publicaciones post posts blog entrada tuit tuits tweet hilo poema
poemas haiku haikus soneto limerick cuento cuentos historia historias relato relatos guion guión
diálogo discurso eslogan eslóganes lema titular titulares título títulos resumen resúmenes
abstract función funciones módulo programa programas consulta consultas comando comandos regex
sql receta recetas itinerario agenda plan planes temario lección lecciones cuestionario quiz
tarjetas faq glosario currículum cv propuesta propuestas boletín newsletter descripción reseña
crítica guía tutorial comparación comparativa esquema lista tabla código traducción leyenda
mensaje mensajes respuesta análisis explicación definición chiste chistes adivinanza canción
letra anuncio anuncios texto textos pitch biografía necrológica comunicado invitación brindis
encuesta rúbrica presentación folleto oferta`,
		"unit": `palabra palabras frase frases oración oraciones párrafo párrafos línea líneas carácter
caracteres página páginas viñeta viñetas punto puntos elemento elementos ejemplo ejemplos paso
pasos sección secciones diapositiva diapositivas minuto minutos segundo segundos hora horas día
días semana semanas mes meses año años por ciento porcentaje kb mb gb ms tokens token fila filas
columna columnas idea ideas opción opciones consejo consejos pregunta preguntas razón razones
motivo motivos parte partes sugerencia sugerencias estrofa estrofas sílabas capítulo capítulos
raciones`,
		"number": `dos tres cuatro cinco seis siete ocho nueve diez once doce quince veinte treinta cuarenta
cincuenta cien ciento mil docena par media mitad único única únicos únicas sola`,
		"roleNoun": `experto expertos experta expertas especialista especialistas profesional profesionales consultor
consultora asesor asesora asistente asistentes gurú maestro maestra autoridad ayudante agente
bot chatbot ia modelo sistema herramienta persona socio socia coach mentor mentora compañero
genio mago veterano escritor escritora autor autora creador creadora generador redactor
redactora traductor traductora`,
		"style": `tono voz registro estilo formal formales informal informales casual casuales amigable amigables
amistoso amistosa amistosos amistosas cercano cercana cercanos cercanas cálido cálida cálidos
cálidas alegre alegres divertido divertida divertidos divertidas humorístico humorística
humorísticos humorísticas gracioso graciosa graciosos graciosas ingenioso ingeniosa ingeniosos
ingeniosas serio seria serios serias neutral neutrales neutro neutra neutros neutras empático
empática empáticos empáticas persuasivo persuasiva persuasivos persuasivas conversacional
conversacionales coloquial coloquiales académico académica académicos académicas técnico técnica
técnicos técnicas sencillo sencilla sencillos sencillas llano llana llanos llanas jerga
tecnicismos clichés periodístico periodística periodísticos periodísticas entusiasta entusiastas
alentador alentadora alentadores alentadoras motivador motivadora motivadores motivadoras
inspirador inspiradora inspiradores inspiradoras suave suaves directo directa directos directas
franco franca francos francas respetuoso respetuosa respetuosos respetuosas cortés cortéses
educado educada educados educadas sarcástico sarcástica sarcásticos sarcásticas optimista
optimistas urgente urgentes elegante elegantes tranquilo tranquila tranquilos tranquilas
paciente pacientes vocabulario tuteo lenguaje lenguajes profesional profesionales claro clara
claros claras`,
		"audience": `principiante principiantes novato novatos novata novatas estudiante estudiantes alumno alumnos
alumna alumnas niño niños niña niñas chicos adolescentes jóvenes adulto adultos padres madres
profesor profesores profesora profesoras docentes desarrollador desarrolladores ingeniero
ingenieros ejecutivo ejecutivos directivos gerente gerentes inversor inversores inversionista
inversionistas cliente clientes paciente pacientes lector lectores lectora lectoras audiencia
público interesados equipo colega colegas empleado empleados trabajadores becarios junta
propietarios inquilinos mayores jubilados jubilado jubilada clase universitarios investigadores
científicos médicos enfermeras abogados reclutadores candidatos compradores suscriptores
seguidores fans espectadores oyentes usuario usuarios visitantes miembros gente personas
comunidad familias invitados profesionales analistas legos`,
		"vague": `algo cosa cosas cosillas rollo cualquiera`,
		"material": `texto textos documento documentos artículo ensayo informe transcripción correo correos email
código datos conjunto tabla pasaje párrafo extracto fragmento entrada archivo archivos fichero
registro registros log logs mensaje mensajes conversación chat hilo comentarios opinión reseña
reseñas contrato acuerdo factura resumen paper estudio historia contenido lista notas frase
frases palabras números consulta esquema hoja csv json descripción cita citas poema etiqueta
receta`,
		"quality": `detallado detallada detallados detalladas creativo creativa creativos creativas innovador
innovadora innovadores innovadoras completo completa completos completas conciso concisa
concisos concisas exhaustivo exhaustiva exhaustivos exhaustivas atractivo atractiva atractivos
atractivas persuasivo persuasiva persuasivos persuasivas profesional profesionales claro clara
claros claras simple simples sencillo sencilla sencillos sencillas corto corta cortos cortas
breve breves específico específica específicos específicas concreto concreta concretos concretas
principal principales único única únicos únicas práctico práctica prácticos prácticas eficaz
eficaces original originales pegadizo pegadiza pegadizos pegadizas memorable memorables
divertido divertida divertidos divertidas gracioso graciosa graciosos graciosas formal formales
informal informales amable amables cortés cortéses honesto honesta honestos honestas equilibrado
equilibrada equilibrados equilibradas objetivo objetiva objetivos objetivas profundo profunda
profundos profundas realista realistas visual visuales interactivo interactiva interactivos
interactivas accionable accionables inspirador inspiradora inspiradores inspiradoras informativo
informativa informativos informativas entretenido entretenida entretenidos entretenidas
humorístico humorística humorísticos humorísticas emotivo emotiva emotivos emotivas personal
personales comprensible comprensibles`,
		"period": `hoy mañana ayer actual actuales actualmente último última últimos últimas reciente recientes
recientemente próximo próxima próximos próximas ahora semana semanal semanales fin mes mensual
mensuales año anual anuales anualmente trimestre trimestral trimestrales temporada diario diaria
diarios diarias diariamente mañanas tarde tardes noche noches siglo década enero febrero marzo
abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes
miércoles jueves viernes sábado domingo primavera verano otoño invierno`,
		"criterion": `mejor mejores peor peores más menos mayor mayores menor menores popular populares valorado
valorada valorados valoradas ranking clasificación barato barata baratos baratas baratísimo
rápido rápida rápidos rápidas lento lenta lentos lentas grande grandes pequeño pequeña pequeños
pequeñas cercano cercana cercanos cercanas nuevo nueva nuevos nuevas viejo vieja viejos viejas
antiguo antigua antiguos antiguas largo larga largos largas corto corta cortos cortas fuerte
fuertes seguro segura seguros seguras saludable saludables vendido vendida vendidos vendidas
superventas`,
		"open": `algunos algunas unos unas varios varias diversos diversas ideas idea consejos consejo
sugerencias sugerencia opciones opción inspiración recomendaciones recursos etc cualquier`,
		"limit": `menos máximo máxima máx mínimo mínima mín hasta dentro debajo bajo más presupuesto`,
		"shape": `párrafo párrafos frase frases oración oraciones línea líneas viñeta viñetas punto puntos apartado apartados sección secciones diapositiva diapositivas parte partes columna columnas`,
	},
	cues: map[string]string{
		"role": `eres un|eres una|eres el|eres la|eres|usted es un|usted es una|actúa como|actúe como|actúa de|
actúa cual|haz de|haz el papel de|haga el papel de|asume el papel de|asume el rol de|
asuma el papel de|asuma el rol de|adopta el papel de|adopta el rol de|desempeña el papel de|
interpreta el papel de|ponte en el papel de|ponte en la piel de|imagina que eres|
imagínate que eres|finge que eres|finge ser|en el papel de|en tu papel de|tu papel es|tu rol es|
como experto|como experta|a partir de ahora eres|ahora eres|trabajas como|
desde la perspectiva de|desde el punto de vista de|piensa como|compórtate como|vas a actuar como|
actuarás como`,
		"notRole": `eres responsable|eres el responsable|eres la responsable|eres capaz|eres libre|no eres|
eres una ia|eres un modelo de lenguaje|recibirás|se te dará|se te proporcionará|te daré|
tienes que|debes|estás trabajando|estás escribiendo|se te pide|se te encarga`,
		"self": `soy|soy un|soy una|trabajo|trabajo en|trabajo como|estoy escribiendo|estoy preparando|
estoy planeando|estoy organizando|estoy construyendo|estoy trabajando|estoy intentando|
estoy buscando|soy nuevo|soy nueva|estoy|tengo|tuve|estaba|dirijo|llevo|gestiono|enseño|estudio|
vivo|necesito esto|acabo de|hace poco|somos|tenemos|vendemos|ofrecemos|hacemos|necesitamos esto|
nuestro equipo|nuestra empresa|nuestro producto|nuestra startup|nuestra organización|
nuestra escuela|nuestro negocio|nuestra app|nuestra aplicación|nuestra web|nuestro sitio|
nuestros clientes|nuestros usuarios|nuestros inversores|nuestra tienda|nuestro restaurante|
nuestra audiencia|nuestro público|mi equipo|mi empresa|mi negocio|mi jefe|mi jefa|mi gerente|
mis alumnos|mis estudiantes|mi clase|mis hijos|mi hijo|mi hija|mi esposa|mi esposo|mi marido|
mi mujer|mi pareja|mis padres|mi amigo|mi amiga|mi objetivo|mi meta|mi audiencia|mis lectores|
mi web|mi blog|mi startup|mi app|mi proyecto|mi cliente|mis clientes|mis usuarios|esto es para|
será para|la empresa|el cliente|la clienta|el paciente|el usuario es|los usuarios son|el equipo|
un usuario pregunta|el usuario pregunta|los usuarios preguntan|un cliente pregunta|
el cliente pregunta|los clientes preguntan|el tema es|mi tema es|el público es|tu cliente|
tus clientes|una familia|la familia|los analistas`,
		"audience": `para principiantes|para un principiante|para novatos|para estudiantes|para un estudiante|
para alumnos|para niños|para niñas|para un niño|para una niña|para adolescentes|para jóvenes|
para adultos|para desarrolladores|para ingenieros|para ejecutivos|para directivos|para gerentes|
para inversores|para clientes|para pacientes|para lectores|para una audiencia|para un público|
para el público general|para un público general|para no técnicos|para personas no técnicas|
para no expertos|para legos|para expertos|para un experto|para profesionales|para mi equipo|
para nuestro equipo|para el equipo|para la junta|para mis alumnos|para mis estudiantes|
para mi clase|para secundaria|para primaria|para bachillerato|para la universidad|
para universitarios|para primer año|para nuevos|para alguien|para personas|para gente|
para un grupo|para una persona|para mayores|para padres|dirigido a|dirigida a|dirigidos a|
dirigidas a|destinado a|destinada a|pensado para|pensada para|escrito para|escrita para|
adaptado a|adaptada a|orientado a|orientada a|público objetivo|audiencia objetivo|
los lectores son|la audiencia es|el público es|como si fuera|como si tuviera|como si yo fuera|
a un niño|a un principiante|a alguien que|a alguien sin|para alguien sin|para alguien que|
en términos sencillos|en lenguaje sencillo|en palabras sencillas|en lenguaje llano|que no sabe|
que son nuevos|que es nuevo|que nunca han|que nunca ha|años de edad|de años|nivel de|
hablando con|chateas con|conversas con|respondes a|escribes a`,
		"purpose": `para que|de modo que|de manera que|con el fin de|a fin de|el objetivo es|el propósito es|
la meta es|la finalidad es|mi objetivo es|nuestro objetivo es|la idea es|se usará|se utilizará|
lo usaré|lo voy a usar|la usaré|lo usaremos|lo necesito para|la necesito para|
lo necesitamos para|para usar en|para ayudarme|para ayudarnos|para ayudarles|porque yo|
porque queremos|ya que|puesto que|para mi presentación|para una presentación|para mi informe|
para un informe|para mi clase|para una reunión|para nuestra reunión|para mi blog|
para nuestro blog|para nuestra web|para mi web|para un boletín|para nuestro boletín|
para una entrevista|para mi entrevista|para un trabajo|para mi trabajo|con el propósito de|
el éxito es|el éxito significa|servirá para|sirva para`,
		"reference": `el siguiente|la siguiente|los siguientes|las siguientes|a continuación|de abajo|más abajo|abajo|
proporcionado|proporcionada|proporcionados|dado|dada|dados|adjunto|adjunta|adjuntos|aquí está|
aquí tienes|aquí están|te proporciono|te doy|te paso|te daré|te pasaré|te voy a dar|pego|pegado|
pegada|de arriba|anterior|el texto anterior|este texto|este artículo|este código|este documento|
estos datos|este correo|este ensayo|esta transcripción|este informe|este pasaje|este párrafo|
estos mensajes|este mensaje|esta lista|esta función|este contrato|este acuerdo|esta tabla|
estos comentarios|esta reseña|esta historia|este poema|este guion|esta consulta|este esquema|
esta frase|esta nota|recibirás|se te proporcionará|se te dará|se proporciona|se proporcionan|
se adjunta|se adjuntan|usa este|usa esta|usa estos|usa estas|usa el siguiente|usa la siguiente|
con la lista|con el texto|con los datos|basándote en|a partir de|con base en|en base a`,
		"binding": `debe|deben|debes|debe ser|tiene que|tienes que|tienen que|hay que|es necesario|necesario|
obligatorio|requiere|requerido|asegúrate|asegúrese|asegúrate de|cerciórate|siempre|nunca|jamás|
solo|sólo|solamente|únicamente|exclusivamente|no|no debes|no puedes|no uses|evita|evite|abstente|
no más de|no menos de|como máximo|como mínimo|al menos|máximo|mínimo|limitado a|limítate|
menos de|exceder|superar|estrictamente|cumple|respeta|permitido|no permitido|prohibido|
queda prohibido|en ningún caso|bajo ninguna circunstancia|es importante|importante|recuerda|
recuerda que|ten cuidado|cuidado con|sin jerga|sin emojis|sin hashtags|sé conciso|sé breve|
sé específico|sé amable|sé honesto|sé educado|ninguno|ninguna|ningún|mantén`,
		"require": `mantén|mantenga|conserva|conserve|preserva|respeta|usa solo|usa solamente|utiliza solo|
usa únicamente|excluye|excepto|salvo|a menos que|de lo contrario|si no|en lugar de|en vez de|
limita|restringe|incluye|incluya|menciona|mencione|cubre|céntrate en|concéntrate en|enfócate en|
sigue|siga|cita|para cada|por cada|cada uno|cada una|sin|hasta|menos de|exactamente|en español|
en inglés|en castellano|en el idioma|en el mismo idioma|usa|utiliza|añade|agrega`,
		"length": `menos de|como máximo|no más de|máximo|máx|hasta|como mínimo|al menos|no menos de|exactamente|
entre|breve|breves|brevemente|corto|corta|cortos|cortas|más corto|conciso|concisa|sucinto|
de una línea|una línea|una frase|una oración|un párrafo|una sola frase|un solo párrafo|
unas pocas frases|pocas frases|pocas palabras|en pocas|longitud|extensión|largo|
límite de palabras|límite de caracteres|palabras o menos|o menos|tl dr|tldr|limítate a`,
		"fallback": `si no sabes|si no lo sabes|si no tienes|si no hay|si hay|si existe|si encuentras|si ves|si notas|
si detectas|cuando haya|cuando no haya|cuando el|cuando la|cuando un|cuando una|
si no estás seguro|si no estás segura|si tienes dudas|en caso de duda|ante la duda|si no puedes|
si no se puede|si no es posible|si ninguno|si ninguna|si nada|si el|si la|si los|si las|si un|
si una|si algún|si alguna|si alguien|si el usuario|si un usuario|si el cliente|si un cliente|
si no|de lo contrario|en caso contrario|en caso de que|en caso de|di que no lo sabes|
di que no sabes|responde solo si|no hay suficiente información|información insuficiente|
no inventes|nunca inventes|no te inventes|no adivines|no supongas|no alucines|
sin información relevante|si sigue|si falta`,
		"format": `formato|formateado|formatea|responde con|responde en|contesta con|contesta en|responde usando|
en forma de|en el formato|con el formato|como tabla|como una tabla|como lista|como una lista|
como json|en json|como viñetas|en viñetas|con viñetas|como lista numerada|en una tabla|
en una lista|en markdown|en yaml|en csv|usando markdown|usa viñetas|usa una tabla|usa una lista|
organiza|organízalo|estructura|estructúralo|estructurado como|empieza con|comienza con|
empieza por|termina con|acaba con|seguido de|seguida de|pon|coloca|entre comillas|presenta|
preséntalo|preséntalos|presenta el|presenta la|presenta cada|en una línea propia|
en su propia línea|uno por línea|una por línea|por línea|separado por|separados por|separa|
la estructura|el siguiente formato|la siguiente estructura|la siguiente plantilla|este formato|
esta estructura|esta plantilla|disposición|la salida debe|tu salida debe|la respuesta debe|
tu respuesta debe|debe tener el formato|con el siguiente formato|en el siguiente formato|
bajo los subtítulos|con las columnas|con los campos|con un encabezado|con un título|cada día con|
agrupa|devuelve solo|da solo`,
		"example": `por ejemplo|p ej|p.ej|ej|como por ejemplo|aquí tienes un ejemplo|aquí hay un ejemplo|
aquí tienes algunos ejemplos|aquí tienes ejemplos|un ejemplo de|ejemplos de|ejemplo de|
salida de ejemplo|entrada de ejemplo|tal como|tales como|como este|como sigue|así como|
mira el ejemplo|ver ejemplo|el siguiente ejemplo|los siguientes ejemplos|este ejemplo|
estos ejemplos|ejemplo 1|ejemplo 2|ejemplo uno|a modo de ejemplo|pongamos por caso`,
		"imitate": `mismo idioma|misma lengua|mismo estilo|mismo tono|misma voz|mismo formato que|al estilo de|
con el estilo de|en el estilo de|con la voz de|imita|imitar|emula|emular|sigue el estilo|
igual que el ejemplo|como el ejemplo|como en el ejemplo|como los ejemplos|similar a|parecido a|
basándote en los|según el modelo`,
		"reason": `paso a paso|piensa|pensar|piénsalo|piensa bien|piensa detenidamente|piensa con cuidado|razona|
razonar|razonamiento|razona paso a paso|pensemos|vamos a pensar|respira hondo|
trabaja paso a paso|resuélvelo paso a paso|recorre|muestra tu trabajo|muestra tu razonamiento|
explica tu razonamiento|justifica|justifica tu respuesta|cadena de pensamiento|desglosa|
descompón|descompón el problema|proceso de pensamiento|considera|analiza|averigua|reflexiona|
delibera|da un paso atrás|un paso a la vez|uno por uno|de uno en uno`,
		"sequence": `primero|primeramente|en primer lugar|segundo|en segundo lugar|tercero|en tercer lugar|luego|
después|a continuación|entonces|finalmente|por último|al final|tras eso|después de eso|
posteriormente|paso 1|paso 2|paso uno|paso dos|una vez que|cuando hayas|después de que|
empieza por|comienza por|seguido de|y luego|y después|solo entonces`,
		"verify": `verifica|verifique|verifica que|verifica tu|verifica el|verifica la|comprueba|comprueba que|
comprueba tu|comprueba el|comprueba la|comprueba cada|revisa tu|revisa que|revisa de nuevo|
vuelve a revisar|vuelve a comprobar|vuelve a leer|relee|confirma que|confirma tu|valida tu|
prueba tu|asegúrate de que|doble verificación|comprobación|sustituyendo|comprúebalo|compruébalo|
revísalo`,
		"scratch": `borrador|bloc de notas|scratchpad|proceso de pensamiento|etiquetas de pensamiento|
etiquetas thinking|monólogo interior|y solo entonces|solo después`,
		"before": `antes de responder|antes de contestar|antes de dar|antes de escribir|antes de empezar|
antes de comenzar|antes de tu respuesta|antes de redactar`,
		"ask": `hazme preguntas|hazme las preguntas|pregúntame|preguntas aclaratorias|haz preguntas|
pide aclaraciones|pídeme|hasta que tengas suficiente|hasta tener suficiente|
si algo no está claro|si hay algo que no esté claro|antes de empezar pregunta`,
		"frame": `tu tarea es|tu trabajo es|tu objetivo es|tu misión es|tu función es|tu papel es|la tarea es|
la pregunta es|la petición es|el objetivo es|quiero que|necesito que|me gustaría que|
quisiera que|quiero|necesito|me gustaría|quisiera|ayúdame|puedes|podrías|te pido|te pido que|
vas a|tienes que|debes|deberás|deberías|por favor|su tarea es|puede usted|podría usted`,
		"polite": `podrías por favor|puedes por favor|por favor podrías|por favor puedes|serías tan amable|
sería tan amable|te importaría|le importaría|si no es mucha molestia|si no te importa|
si no le importa|me encantaría que|te agradecería|le agradecería|te estaría agradecido|
te estaría agradecida|agradecería|cuando tengas un momento|me preguntaba si|me pregunto si|
crees que podrías|sería posible|es posible que|amablemente|tendrías la amabilidad`,
		"greeting": `hola|buenas|buenos días|buenas tardes|buenas noches|saludos|estimado|estimada|querido equipo|
gracias|muchas gracias|gracias de antemano|mil gracias|un saludo|saludos cordiales|un abrazo|hey|
hi`,
		"vagueVerb": `háblame de|háblame sobre|cuéntame sobre|cuéntame de|cuéntame algo|dime algo|habla de|habla sobre|
ayúdame con|ayuda con|haz algo|ocúpate de|encárgate de|trabaja en|échale un vistazo|mira esto|
hazlo|haz esto|arréglalo|arregla esto|algo sobre|algo de|qué opinas de|qué piensas de|qué tal|
y si|repasa|info sobre|información sobre|información de|cosas sobre`,
		"gimmick": `propina|te daré propina|te doy propina|te pagaré|te pago|penalizado|penalizada|penalización|
castigado|multado|perderás|te recompensaré|recompensa|200 $|200 dólares|200 euros|
mi carrera depende|es muy importante para mi carrera|o si no|te despedirán|serás despedido|
de forma natural y humana|como un humano`,
		"hedge": `si procede|si corresponde|cuando proceda|según corresponda|si es necesario|si hace falta|
cuando sea necesario|donde sea necesario|según sea necesario|si es útil|cuando sea útil|
si es posible|cuando sea posible|en la medida de lo posible|si es relevante|cuando sea relevante|
si aplica|cuando aplique|donde aplique|intenta|trata de|procura|siéntete libre|no dudes en|
si puedes|idealmente|quizás|quizá|tal vez|a lo mejor|opcionalmente|opcional|donde tenga sentido|
si tiene sentido|como te parezca|como veas|si quieres|si lo deseas|a tu criterio`,
		"narrow": `centrándote en|céntrate en|centrado en|centrada en|con especial atención a|con énfasis en|
con un enfoque en|enfocado en|enfocada en|específicamente|en particular|particularmente|
especialmente|sobre todo|en cuanto a|en términos de|en comparación con|comparado con|
comparada con|frente a|a diferencia de|haciendo hincapié en|con respecto a|respecto a|
en relación con|relativo a|limitado a|restringido a|solo sobre|específico de|relacionado con`,
		"only": `solo la respuesta|solo el resultado|solo el código|solo la traducción|solo el texto|solo el json|
solo el número|solo el nombre|solo la lista|solo la salida|solo la respuesta final|responde solo|
responde solamente|responde únicamente|devuelve solo|devuelve solamente|escribe solo|da solo|
proporciona solo|incluye solo|únicamente la|únicamente el|nada más|nada de texto adicional|
ningún otro texto|sin texto adicional|sin explicación|sin explicaciones|sin ninguna explicación|
sin comentarios|sin comentario|sin preámbulo|sin introducción|no expliques|no des explicaciones|
y nada más|solo devuelve|solo responde|solo escribe`,
		"negation": `no|nunca|jamás|sin|evita|evite|evitar|ni|ningún|ninguno|ninguna|nada|tampoco`,
		"depth": `en detalle|detalladamente|detallado|detallada|a fondo|en profundidad|exhaustivo|exhaustiva|
exhaustivamente|minuciosamente|toda la información|toda la información necesaria|
toda la información relevante|explicación paso a paso|explicación completa|con todo detalle|
de forma completa|ampliamente`,
		"output": `devuelve|devuelva|devolver|responde|responda|contesta|imprime|salida|muestra|genera`,
		"answer": `tu respuesta|su respuesta|toda tu respuesta|toda su respuesta|la respuesta debe|tu salida|su salida|
en tu respuesta|en su respuesta|responde con|responda con|responde en|responda en|responde solo|responda solo|
termina tu|termine su|comienza tu|comience su|envuelve tu|envuelva su|encierra tu|encierre su`,
	},
	sections: map[string]string{
		"example":    "ejemplo ejemplos muestra muestras demostración demostraciones ejemplar",
		"role":       "rol papel identidad persona personaje personalidad quién",
		"format":     "formato formatos plantilla estructura esquema salida salidas entregable disposición presentación",
		"constraint": "pista pistas consejo consejos recuerda precaución advertencia advertencias reglas regla restricciones restricción requisitos requisito pautas pauta directrices directriz limitaciones límites importante notas nota tono estilo longitud extensión política políticas condiciones criterios normas norma prohibiciones",
		"reasoning":  "pasos paso proceso enfoque método metodología procedimiento flujo razonamiento pensamiento análisis plan",
		"context":    "contexto antecedentes acerca situación audiencia público destinatarios propósito objetivo objetivos meta metas misión escenario entorno",
		"material":   "entrada entradas texto documento documentos datos transcripción artículo pasaje contenido código fragmento historial conversación correo ensayo informe contrato comentarios fuente fuentes referencia referencias material materiales adjunto extracto",
		"task":       "tarea tareas instrucción instrucciones pregunta preguntas solicitud petición consulta problema encargo",
	},
	kinds: map[string]string{
		"code":        "función funciones código script programa programas módulo clase clases",
		"query":       "consulta consultas sql comando comandos regex query",
		"post":        "publicación publicaciones post posts tuit tuits tweet leyenda pie anuncio anuncios eslogan eslóganes lema titular titulares título títulos",
		"email":       "correo correos email emails e-mail carta cartas mensaje mensajes nota memorando",
		"summary":     "resumen resúmenes abstract párrafo descripción",
		"article":     "blog artículo artículos ensayo informe boletín newsletter guía",
		"haiku":       "haiku haikus",
		"poem":        "poema poemas soneto limerick canción canciones",
		"story":       "cuento cuentos historia historias relato relatos guion guión diálogo discurso",
		"plan":        "plan planes itinerario agenda calendario horario",
		"comparison":  "comparación comparaciones comparativa",
		"recipe":      "receta recetas",
		"lesson":      "lección lecciones clase cuestionario quiz temario",
		"translation": "traducción traducciones",
		"resume":      "currículum currículo cv",
		"proposal":    "propuesta propuestas",
	},
	tasks: map[string]string{
		"reason":   "resuelve resuelva resolver calcula calcule calculad calculen calcular calculando calcúlalo calcúlala calcúlalos calcúlalas calcúlale calcúlales calcúlame calcúlanos computa compute computad computen computar computando compútalo compútala compútalos compútalas compútale compútales compútame compútanos demuestra demuestre demostrar deriva derive derivad deriven derivar derivando derívalo derívala derívalos derívalas derívale derívales derívame derívanos depura depure depurad depuren depurar depurando depúralo depúrala depúralos depúralas depúrale depúrales depúrame depúranos diagnostica diagnostique diagnosticad diagnostiquen diagnosticar diagnosticando diagnostícalo diagnostícala diagnostícalos diagnostícalas diagnostícale diagnostícales diagnostícame diagnostícanos soluciona analiza analice analizad analicen analizar analizando analízalo analízala analízalos analízalas analízale analízales analízame analízanos compara compare comparad comparen comparar comparando compáralo compárala compáralos compáralas compárale compárales compárame compáranos evalúa evalúe evaluar valora valore valorad valoren valorar valorando valóralo valórala valóralos valóralas valórale valórales valórame valóranos decide decida decidid decidan decidir decidiendo decídelo decídela decídelos decídelas decídele decídeles decídeme decídenos determina determine determinad determinen determinar determinando determínalo determínala determínalos determínalas determínale determínales determíname determínanos planifica planifique planificad planifiquen planificar planificando planifícalo planifícala planifícalos planifícalas planifícale planifícales planifícame planifícanos planea planee planead planeen planear planeando planéalo planéala planéalos planéalas planéale planéales planéame planéanos estima estime estimad estimen estimar estimando estímalo estímala estímalos estímalas estímale estímales estímame estímanos optimiza optimice optimizad optimicen optimizar optimizando optimízalo optimízala optimízalos optimízalas optimízale optimízales optimízame optimízanos recomienda recomiende recomendar elige elija elegir escoge por qué debería deberías debo clasifica clasifique clasificad clasifiquen clasificar clasificando clasifícalo clasifícala clasifícalos clasifícalas clasifícale clasifícales clasifícame clasifícanos ordena justifica justifique justificad justifiquen justificar justificando justifícalo justifícala justifícalos justifícalas justifícale justifícales justifícame justifícanos",
		"example":  "clasifica clasifique clasificad clasifiquen clasificar clasificando clasifícalo clasifícala clasifícalos clasifícalas clasifícale clasifícales clasifícame clasifícanos categoriza categorice categorizad categoricen categorizar categorizando categorízalo categorízala categorízalos categorízalas categorízale categorízales categorízame categorízanos etiqueta etiquete etiquetad etiqueten etiquetar etiquetando etiquétalo etiquétala etiquétalos etiquétalas etiquétale etiquétales etiquétame etiquétanos extrae extraa extraed extraan extraer extraiendo extráelo extráela extráelos extráelas extráele extráeles extráeme extráenos convierte convierta convertir transforma transforme transformad transformen transformar transformando transfórmalo transfórmala transfórmalos transfórmalas transfórmale transfórmales transfórmame transfórmanos formata formate formatad formaten formatar formatando formátalo formátala formátalos formátalas formátale formátales formátame formátanos reescribe reescriba reescribid reescriban reescribir reescribiendo reescríbelo reescríbela reescríbelos reescríbelas reescríbele reescríbeles reescríbeme reescríbenos parafrasea parafrasee parafrasead parafraseen parafrasear parafraseando parafraséalo parafraséala parafraséalos parafraséalas parafraséale parafraséales parafraséame parafraséanos reformula reformule reformulad reformulen reformular reformulando reformúlalo reformúlala reformúlalos reformúlalas reformúlale reformúlales reformúlame reformúlanos genera genere generad generen generar generando genéralo genérala genéralos genéralas genérale genérales genérame genéranos escribe escriba escribid escriban escribir escribiendo escríbelo escríbela escríbelos escríbelas escríbele escríbeles escríbeme escríbenos redacta redacte redactad redacten redactar redactando redáctalo redáctala redáctalos redáctalas redáctale redáctales redáctame redáctanos crea cree cread creen crear creando créalo créala créalos créalas créale créales créame créanos traduce traduzca traducir resume resuma resumid resuman resumir resumiendo resúmelo resúmela resúmelos resúmelas resúmele resúmeles resúmeme resúmenos tuit tuits publicación publicaciones leyenda eslogan lema título títulos titular titulares nombre nombres ideas preguntas",
		"debug":    "depura depure depurad depuren depurar depurando depúralo depúrala depúralos depúralas depúrale depúrales depúrame depúranos diagnostica diagnostique diagnosticad diagnostiquen diagnosticar diagnosticando diagnostícalo diagnostícala diagnostícalos diagnostícalas diagnostícale diagnostícales diagnostícame diagnostícanos arregla arregle arreglad arreglen arreglar arreglando arréglalo arréglala arréglalos arréglalas arréglale arréglales arréglame arréglanos corrige corrija corregir soluciona error errores fallo falla fallos bloqueo cuelga bug",
		"compare":  "compara compare comparad comparen comparar comparando compáralo compárala compáralos compáralas compárale compárales compárame compáranos evalúa evalúe evaluar valora valore valorad valoren valorar valorando valóralo valórala valóralos valóralas valórale valórales valórame valóranos elige elija elegir escoge decide decida decidid decidan decidir decidiendo decídelo decídela decídelos decídelas decídele decídeles decídeme decídenos recomienda recomiende recomendar ordena versus vs frente",
		"compute":  "resuelve resuelva resolver calcula calcule calculad calculen calcular calculando calcúlalo calcúlala calcúlalos calcúlalas calcúlale calcúlales calcúlame calcúlanos computa compute computad computen computar computando compútalo compútala compútalos compútalas compútale compútales compútame compútanos demuestra demuestre demostrar deriva derive derivad deriven derivar derivando derívalo derívala derívalos derívalas derívale derívales derívame derívanos estima estime estimad estimen estimar estimando estímalo estímala estímalos estímalas estímale estímales estímame estímanos ecuación ecuaciones",
		"classify": "clasifica clasifique clasificad clasifiquen clasificar clasificando clasifícalo clasifícala clasifícalos clasifícalas clasifícale clasifícales clasifícame clasifícanos categoriza categorice categorizad categoricen categorizar categorizando categorízalo categorízala categorízalos categorízalas categorízale categorízales categorízame categorízanos etiqueta etiquete etiquetad etiqueten etiquetar etiquetando etiquétalo etiquétala etiquétalos etiquétalas etiquétale etiquétales etiquétame etiquétanos",
		"plan":     "planifica planifique planificad planifiquen planificar planificando planifícalo planifícala planifícalos planifícalas planifícale planifícales planifícame planifícanos planea planee planead planeen planear planeando planéalo planéala planéalos planéalas planéale planéales planéame planéanos optimiza optimice optimizad optimicen optimizar optimizando optimízalo optimízala optimízalos optimízalas optimízale optimízales optimízame optimízanos diseña diseñe diseñad diseñen diseñar diseñando diséñalo diséñala diséñalos diséñalas diséñale diséñales diséñame diséñanos programa organiza organice organizad organicen organizar organizando organízalo organízala organízalos organízalas organízale organízales organízame organízanos",
	},
	domains: []domain{
		{"ayuno ensayo ensayos clínico clínica clínicos aleatorizado aleatorizados metaanálisis cohorte placebo", "un investigador clínico que evalúa la evidencia de los ensayos"},
		{"dieta nutrición calorías proteína proteínas comida comidas vitamina vitaminas nutricional", "un dietista-nutricionista"},
		{"síntoma síntomas enfermedad diagnóstico medicamento medicamentos médico médica paciente pacientes doctor salud", "un médico"},
		{"contrato alquiler cláusula responsabilidad legal ley abogado inquilino arrendador propietario rgpd tribunal demanda derechos", "un abogado especializado en esta área del derecho"},
		{"impuesto impuestos irpf hacienda deducción deducciones contable contabilidad declaración", "un asesor fiscal"},
		{"bitcoin ethereum cripto criptomoneda criptomonedas token blockchain defi nft monedero wallet solana stablecoin", "un analista del mercado de criptomonedas"},
		{"invertir inversión inversiones acción acciones bono bonos cartera presupuesto finanzas financiero financiera ingresos préstamo hipoteca", "un analista financiero"},
		{"sql consulta base tabla tablas postgres mysql sqlite", "un ingeniero de bases de datos"},
		{"python javascript typescript java golang rust c++ ruby php kotlin swift bash shell", "un ingeniero de software sénior"},
		{"código función bug depurar api script programa algoritmo regex git docker kubernetes backend frontend", "un ingeniero de software sénior"},
		{"datos conjunto csv hoja estadística estadísticas regresión métricas dashboard panel", "un analista de datos"},
		{"ecuación integral derivada álgebra geometría probabilidad cálculo teorema demostración matemáticas", "un profesor de matemáticas"},
		{"física química biología fotosíntesis célula molécula cuántica clima ecosistema evolución", "un profesor de ciencias"},
		{"historia guerra imperio siglo revolución antiguo antigua medieval histórico histórica", "un historiador"},
		{"marketing campaña marca seo publicidad anuncio anuncios lanzamiento clientes ventas rebajas promoción descuento boletín", "un redactor publicitario de marketing"},
		{"currículum cv entrevista carrera contratación reclutador", "un orientador profesional"},
		{"lección alumnos estudiantes temario aula enseñar enseñanza cuestionario", "un profesor"},
		{"receta cocinar cocina hornear repostería ingredientes plato", "un chef"},
		{"viaje viajes itinerario vacaciones hotel vuelo", "un planificador de viajes"},
		{"entrenamiento ejercicio ejercicios fitness correr maratón gimnasio", "un entrenador personal certificado"},
		{"poema poesía haiku soneto limerick verso versos rima", "un poeta"},
		{"cuento novela ficción personaje trama guion relato", "un escritor de ficción"},
		{"blog publicación artículo ensayo boletín texto titular tuit linkedin", "un editor"},
	},
	text: map[string]string{
		"report.score":                      "Puntuación del prompt",
		"report.grade":                      "nota",
		"report.percentile":                 "percentil",
		"report.fixes":                      "Mejoras principales",
		"report.evidence":                   "Evidencia",
		"report.missing":                    "falta:",
		"band.absent":                       "ausente",
		"band.bare":                         "genérico",
		"band.specific":                     "específico",
		"band.thorough":                     "exhaustivo",
		"evidence.read":                     "%s, leído en %s",
		"report.nofixes":                    "Ninguna corrección vale la pena: cada dimensión que esta tarea necesita está cubierta.",
		"warn.percentile_english_reference": "El percentil compara este prompt con el corpus de referencia, que está en inglés.",
		"role.code":                         "un ingeniero de software",
		"role.query":                        "un ingeniero de bases de datos",
		"role.post":                         "un redactor de redes sociales",
		"role.email":                        "un redactor publicitario",
		"role.summary":                      "un analista",
		"role.article":                      "un periodista",
		"role.haiku":                        "un poeta",
		"role.poem":                         "un poeta",
		"role.story":                        "un escritor de ficción",
		"role.plan":                         "un planificador",
		"role.recipe":                       "un chef",
		"role.lesson":                       "un profesor",
		"role.translation":                  "un traductor",
		"role.resume":                       "un reclutador",
		"role.proposal":                     "un consultor",
		"role.unknown":                      "un [especialista que necesita esta tarea] que [hace qué, para quién]",
		"role.youare":                       "Eres %s.",
		"audience.content":                  "compradores primerizos que conocen la marca pero no el producto",
		"audience.research":                 "responsables políticos que necesitan la evidencia, no la jerga",
		"audience.crypto":                   "inversores minoristas que se inician en los datos on-chain",
		"audience.developer":                "un desarrollador júnior de mi equipo que conoce lo básico",
		"audience.students":                 "alumnos de 2.º de ESO que ven esto por primera vez",
		"audience.lay":                      "adultos sin formación médica",
		"audience.customers":                "clientes que ya nos han comprado antes",
		"audience.investors":                "lectores que nunca han comprado una acción ni una criptomoneda",
		"audience.default":                  "[quién lo leerá], que ya sabe [qué]",
		"audience.for":                      "para %s",
		"constraint.default":                "trata solo [lo que importa] y dilo si no estás seguro",
		"constraint.code":                   "usa solo la biblioteca estándar y gestiona la entrada vacía",
		"constraint.query":                  "usa solo la biblioteca estándar y gestiona la entrada vacía",
		"constraint.post":                   "menciona el nombre del producto una sola vez y no uses hashtags",
		"constraint.email":                  "termina con una única petición clara",
		"constraint.summary":                "conserva cada cifra exactamente como aparece en la fuente",
		"constraint.article":                "da una fuente para cada cifra",
		"constraint.haiku":                  "constrúyelo en torno a una sola imagen concreta y evita la palabra «hojas»",
		"constraint.poem":                   "termina con una imagen, no con una moraleja",
		"constraint.story":                  "termina con una imagen, no con una moraleja",
		"constraint.plan":                   "ajústate a un presupuesto de [cantidad] y deja una tarde libre",
		"lengthand.email":                   "mantenlo por debajo de 150 palabras y %s",
		"lengthand.article":                 "mantenlo por debajo de 800 palabras y %s",
		"lengthand.poem":                    "mantenlo por debajo de 300 palabras y %s",
		"lengthand.story":                   "mantenlo por debajo de 300 palabras y %s",
		"length.post":                       "menos de 280 caracteres",
		"length.email":                      "menos de 150 palabras",
		"length.summary":                    "de 3 a 5 frases",
		"length.article":                    "unas 800 palabras",
		"length.code":                       "una función de menos de 40 líneas",
		"length.query":                      "una función de menos de 40 líneas",
		"length.default":                    "menos de 200 palabras",
		"shape.answeronly":                  "solo la respuesta, en una línea, sin nada antes ni después",
		"shape.list":                        "una lista numerada, un elemento por línea",
		"shape.prose":                       "párrafos de texto corrido, y cuántos",
		"shape.haiku":                       "solo el poema, con un título y sin comentarios",
		"shape.poem":                        "solo el poema, con un título y sin comentarios",
		"shape.story":                       "solo el texto, con un título y sin comentarios",
		"shape.code":                        "un único bloque de código, y después tres viñetas sobre cómo funciona",
		"shape.query":                       "la consulta en un bloque de código, y después una frase sobre lo que hace",
		"shape.email":                       "una línea de asunto, después el cuerpo y después una despedida de una línea",
		"shape.comparison":                  "una tabla con una fila por opción y columnas de coste, riesgo y adecuación",
		"shape.post":                        "solo el texto, sin preámbulo",
		"shape.article":                     "un título, tres secciones con encabezados y un resumen de dos líneas",
		"shape.plan":                        "una tabla con una fila por día y columnas de hora, actividad y coste",
		"shape.reasons":                     "la respuesta en una frase y después las razones en viñetas",
		"shape.default":                     "tres párrafos breves, con un resumen de una línea al principio",
		"steps.debug":                       "Primero reproduce el fallo y lee el error, luego enumera las causas probables y prueba la más probable, y después confirma la corrección",
		"steps.compare":                     "Primero enumera los criterios que importan aquí, luego valora cada opción según ellos, y después recomienda una y explica por qué",
		"steps.compute":                     "Primero enumera los datos que da el problema, luego resuelve cada parte en orden, y después comprueba el resultado antes de responder",
		"steps.classify":                    "Primero señala las pistas del texto, luego compáralas con la definición de cada etiqueta, y después da la etiqueta",
		"steps.plan":                        "Primero divide el objetivo en sus partes, luego trabaja cada una, y después comprueba el plan frente al objetivo",
		"steps.default":                     "Primero averigua qué necesita la pregunta, luego razona paso a paso en orden, y después comprueba tu respuesta",
		"task.email":                        "Escribe un correo de 120 palabras que pida al proveedor que confirme la nueva fecha de entrega.",
		"task.code":                         "Escribe una función de Python que devuelva la mediana de una lista de números.",
		"task.query":                        "Escribe una función de Python que devuelva la mediana de una lista de números.",
		"task.post":                         "Escribe tres titulares de menos de 60 caracteres para el anuncio del lanzamiento.",
		"task.default":                      "Resume el informe de abajo en cinco viñetas.",
		"example.io":                        "Entrada: ... Salida: ...",
		"quantity.example":                  "opciones",
		"placeholder.audience":              "Audiencia: [quién leerá esto y qué sabe ya]",
		"placeholder.purpose":               "Objetivo: [para qué servirá la respuesta]",
		"placeholder.requirements":          "Requisitos: [qué debe incluir o evitar la respuesta%s]",
		"placeholder.length":                "; una extensión como %s",
		"placeholder.format":                "Formato de salida: [por ejemplo, %s]",
		"placeholder.role":                  "Rol: [la experiencia que necesita la respuesta, p. ej. %s]",
		"placeholder.anyrole":               "un especialista en el campo de la tarea, y qué hace y para quién",
		"placeholder.example":               "Ejemplo: [una entrada y la salida que quieres para ella]",
		"change.asked":                      "Se ha añadido «%s» como marcador para rellenar; no suma puntos hasta que se complete.",
		"change.input":                      "La entrada pegada va ahora entre etiquetas <input>, separada de las instrucciones.",
		"ignored.material":                  "%d fragmento(s) pegado(s) o citado(s)",
		"ignored.repeats":                   "%d frase(s) repetida(s)",
		"ignored.gimmicks":                  "%d propina(s), amenaza(s) o truco(s)",
		"evidence.more":                     "más",
		"fix.clarity.task":                  "Formula la tarea como una sola instrucción: empieza con un verbo que nombre el trabajo, p. ej. %q.",
		"fix.clarity.object":                "Indica sobre qué actúa la instrucción: el texto, los datos o el tema con el que trabaja.",
		"fix.clarity.direct":                "Pídelo directamente: quita %q y empieza por el verbo.",
		"fix.clarity.delimiters":            "Pon entre comillas o etiquetas los términos exactos o la entrada de la tarea, para que el modelo los distinga de la instrucción.",
		"fix.clarity.sections":              "Separa la entrada de la instrucción: ponla tras una etiqueta o dentro de etiquetas, p. ej. <text>...</text>.",
		"fix.clarity.negative":              "Di qué hacer en lugar de qué no hacer: reformula %q como una instrucción en positivo.",
		"fix.clarity.vague":                 "Sustituye %q por el trabajo concreto: explica, enumera, compara, redacta...",
		"fix.clarity.filler":                "Quita %q: no aporta nada que el modelo pueda usar.",
		"fix.specificity.detail":            "Añade los detalles que solo tú conoces: cuál exactamente, para quién, cuánto, para cuándo, en qué contexto.",
		"fix.specificity.pinned":            "Fija lo que decide la respuesta: cuál exactamente, cuántos, en qué periodo, con qué criterio, con qué presupuesto.",
		"fix.specificity.focus":             "Di qué parte importa más, p. ej. «centrándote en los costes, no en las funciones».",
		"fix.specificity.quantity":          "Di cuántos o cuánto quieres, p. ej. «tres %s».",
		"fix.specificity.open":              "Di cuántos y con qué criterio, en lugar de «algunos» o «unos cuantos».",
		"fix.specificity.vague":             "Sustituye %q por lo que quieres decir en concreto.",
		"fix.context.audience":              "Di para quién es la respuesta y qué sabe ya, p. ej. %q.",
		"fix.context.situation":             "Describe tu situación en una frase: quién eres, en qué estás trabajando, qué has probado ya.",
		"fix.context.purpose":               "Di para qué es la respuesta, p. ej. «para poder...», y cómo sería un buen resultado.",
		"fix.context.reference":             "Pega el material con el que trabajar tras una etiqueta o entre etiquetas, y haz referencia a él («el texto de abajo»).",
		"fix.constraints.stated":            "Indica un requisito que deba cumplir la respuesta, p. ej. %q.",
		"fix.constraints.specific":          "Haz que los requisitos sean específicos de esta tarea: qué incluir, qué dejar fuera, qué límites se aplican.",
		"fix.constraints.length":            "Da una extensión medible, p. ej. %q.",
		"fix.constraints.scope":             "Di qué debe incluir o dejar fuera la respuesta, nombrándolo.",
		"fix.constraints.fallback":          "Di qué hacer cuando no se sabe la respuesta o la entrada es inusual, p. ej. «Si el texto no tiene fechas, responde \"ninguna\".»",
		"fix.constraints.style":             "Nombra el tono o el registro, p. ej. «sencillo y cercano, sin jerga».",
		"fix.output_format.stated":          "Di cómo debe ser la respuesta, p. ej. %q.",
		"fix.output_format.shape":           "Nombra la forma de la respuesta, p. ej. %q.",
		"fix.output_format.specific":        "Detalla las partes de la respuesta para esta tarea: qué campos o secciones, en qué orden, cuántos.",
		"fix.output_format.deliverable":     "Nombra lo que quieres obtener: un correo, una tabla, una función de Python...",
		"fix.role_definition.stated":        "Añade un rol ligado a esta tarea: %q.",
		"fix.role_definition.domain":        "Nombra el ámbito del rol: %q.",
		"fix.role_definition.task":          "Vincula el rol con la tarea: di qué hace aquí este rol y para quién.",
		"fix.role_definition.setting":       "Di dónde trabaja el rol o a quién sirve.",
		"fix.examples.given":                "Muestra un ejemplo de la tarea: una entrada y la salida que quieres para ella, p. ej. <example>%s</example>.",
		"fix.examples.content":              "Haz que el ejemplo sea un caso real de esta tarea, con su entrada y su salida reales.",
		"fix.examples.several":              "Añade un segundo ejemplo, distinto, para que el modelo no copie el primero.",
		"fix.examples.labelled":             "Pon el ejemplo entre etiquetas <example> o etiqueta su entrada y su salida.",
		"fix.cot_structure.stated":          "Pide el razonamiento antes de la respuesta: %q.",
		"fix.cot_structure.steps":           "Expón los pasos del trabajo en orden, p. ej. %q.",
		"fix.cot_structure.specific":        "Haz que los pasos sean específicos de este problema: di qué comprobar o calcular primero.",
		"fix.research.sources":              "Pide fuentes: «cita una fuente revisada por pares para cada afirmación».",
		"fix.research.period":               "Acota el periodo, p. ej. «estudios publicados desde 2020».",
		"fix.crypto.asset":                  "Nombra el activo y la cadena, p. ej. «ETH en la red principal de Ethereum».",
		"fix.crypto.period":                 "Da el marco temporal, p. ej. «en los últimos 30 días».",
		"fix.crypto.risk":                   "Pide los riesgos: «señala los principales riesgos; esto no es asesoramiento financiero».",
		"fix.content.platform":              "Nombra el canal: blog, LinkedIn, boletín, X...",
		"fix.content.tone":                  "Define la voz: «cálida y sencilla, en segunda persona».",
		"fix.content.length":                "Fija la extensión, p. ej. «unas 300 palabras».",
		"fix.content.cta":                   "Di qué debe hacer el lector a continuación: una llamada a la acción.",
		"earns.clarity.task":                "una instrucción o pregunta explícita",
		"earns.clarity.object":              "la instrucción nombra aquello sobre lo que actúa: una palabra de contenido o un {marcador} tras el verbo",
		"earns.clarity.direct":              "la petición se hace directamente, no con una fórmula vacilante o de cortesía",
		"earns.clarity.delimiters":          "comillas o etiquetas marcan los términos clave o los datos",
		"earns.clarity.sections":            "el prompt está dividido en partes: encabezados, etiquetas, tags, bloques de código o un pasaje citado",
		"earns.clarity.questions":           "invita a hacer preguntas aclaratorias antes de responder",
		"earns.clarity.negative":            "instrucciones formuladas como lo que no hay que hacer; 2 por una pregunta negativa",
		"earns.clarity.vague":               "un verbo vago («háblame de», «ayúdame con») o una referencia a nada",
		"earns.clarity.filler":              "saludos y charla en torno a la petición",
		"earns.specificity.detail":          "los detalles propios de la tarea: las palabras específicas de la instrucción y los datos que aporta; las palabras genéricas y las repeticiones no cuentan",
		"earns.specificity.pinned":          "lo que la tarea fija y decide la respuesta, cada tipo una vez: cuál (un nombre, un término citado), cuántos, qué periodo, con qué criterio, dentro de qué límite",
		"earns.specificity.focus":           "acota el enfoque («centrándote en», «específicamente», «en comparación con»)",
		"earns.specificity.quantity":        "dice cuántos o cuánto se quiere",
		"earns.specificity.depth":           "pide un nivel de detalle en la propia tarea («un ensayo detallado»)",
		"earns.specificity.open":            "deja la elección abierta: «algunos», «unas cuantas ideas», «algún consejo» sin número ni criterio",
		"earns.specificity.vague":           "palabras vagas en la tarea («algo», «cosas», «cosillas»)",
		"earns.context.audience":            "para quién es la respuesta, según las palabras específicas que lo nombran",
		"earns.context.situation":           "quién pregunta y su situación, según lo que cada frase dice en concreto",
		"earns.context.purpose":             "para qué es la respuesta, según las palabras específicas que lo dicen",
		"earns.context.reference":           "aporta el material con el que trabajar y hace referencia a él (cuenta una vez)",
		"earns.constraints.stated":          "se indica un requisito, por genérico que sea",
		"earns.constraints.specific":        "requisitos que obligan a esta respuesta, por sus palabras específicas, números y nombres",
		"earns.constraints.length":          "una extensión medible («menos de 100 palabras», «una frase»)",
		"earns.constraints.scope":           "qué incluir o dejar fuera, nombrándolo",
		"earns.constraints.fallback":        "qué hacer ante la duda o en un caso límite",
		"earns.constraints.style":           "un tono, registro o estilo nombrado",
		"earns.output_format.stated":        "dice cómo debe ser la respuesta",
		"earns.output_format.shape":         "nombra una forma concreta: lista, tabla, JSON, secciones, etiquetas, bloque de código",
		"earns.output_format.specific":      "las partes de la forma para esta tarea: sus campos, orden, cantidades y nombres",
		"earns.output_format.template":      "muestra una plantilla, un esqueleto o etiquetas para rellenar",
		"earns.output_format.primer":        "termina dando pie a la respuesta («Respuesta:», «import»)",
		"earns.output_format.deliverable":   "la tarea nombra lo que hay que entregar (ensayo, correo, función...)",
		"earns.role_definition.stated":      "se da un rol o personaje, por genérico que sea",
		"earns.role_definition.domain":      "el rol nombra un ámbito o especialidad (algo más que «experto», «asistente»)",
		"earns.role_definition.task":        "el rol está ligado a esta tarea: comparte sus palabras o indica su función",
		"earns.role_definition.setting":     "dónde trabaja el rol o a quién sirve: nombres, organizaciones, personas",
		"earns.examples.given":              "da un ejemplo de la tarea: una entrada, una salida o ambas",
		"earns.examples.content":            "lo que los ejemplos muestran de esta tarea",
		"earns.examples.several":            "dos o más ejemplos",
		"earns.examples.labelled":           "los ejemplos están delimitados o etiquetados (etiquetas, Entrada/Salida)",
		"earns.cot_structure.stated":        "pide razonar antes de responder, por genérico que sea",
		"earns.cot_structure.steps":         "expone los pasos del trabajo (numerados, o con primero/luego)",
		"earns.cot_structure.specific":      "pasos que se ajustan a este problema: sus objetos, comprobaciones y orden",
		"earns.cot_structure.scratch":       "separa el razonamiento de la respuesta (etiquetas de pensamiento, «y luego da la respuesta»)",
		"earns.cot_structure.verify":        "pide comprobar el resultado",
		"earns.cot_structure.worked":        "los ejemplos muestran el razonamiento, no solo la respuesta",
		"earns.research.sources":            "investigación: pide fuentes o citas",
		"earns.research.period":             "investigación: acota el periodo de tiempo",
		"earns.crypto.asset":                "cripto: nombra el activo, el token o la cadena",
		"earns.crypto.period":               "cripto: da un marco temporal",
		"earns.crypto.risk":                 "cripto: pide riesgos y advertencias",
		"earns.content.platform":            "contenido: nombra el canal (blog, LinkedIn, boletín)",
		"earns.content.tone":                "contenido: fija la voz o el tono",
		"earns.content.length":              "contenido: fija la extensión",
		"earns.content.cta":                 "contenido: pide una llamada a la acción",
		"earns.ignored":                     "apartado: el material pegado, las repeticiones, las propinas, las amenazas y el relleno no suman",
	},
}
