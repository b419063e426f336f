package scoring

// portuguese: the lists and sentences of lang_en.go in Portuguese. Words are listed
// with their inflected forms (the engine inflects only English), and
// domains are in the order of english.domains, one for one.
var portuguese = language{
	code:  "pt",
	name:  "Portuguese",
	marks: "não são uma um os do da dos das no na em ao aos à com você vocês seu seus sua suas é também muito isso essa esse ele ela eles elas nenhum até sem quais isto numa lhe meu minha nosso nossa nossos nossas tem têm estão então cujo cuja de para que por escreva explique crie faça dê o",
	words: map[string]string{
		"stop": `o a os as um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para pra
com sem sobre entre até desde após ante contra durante conforme e ou mas porém nem que quem qual
quais cujo cuja como quando onde quanto quanta quantos quantas porque porquê se não sim já muito
muita muitos muitas mais menos tão tanto também ainda sempre nunca jamais bem mal assim aqui ali
lá aí este esta estes estas isto esse essa esses essas isso aquele aquela aqueles aquelas aquilo
eu me mim meu minha meus minhas comigo tu te ti teu tua teus tuas você vocês seu sua seus suas
ele ela eles elas lhe lhes si nós nosso nossa nossos nossas vós ser sou é somos são era eram foi
foram sido sendo seja sejam seria estar estou está estamos estão estava esteja ter tenho tem
temos têm tinha tenha haver há havia haja poder posso pode podemos podem poderia possa dever
devo deve devemos devem deveria querer quero quer queremos querem gostaria ir vou vai vamos vão
fazer faço faz fazem cada todo toda todos todas tudo outro outra outros outras mesmo mesma
mesmos mesmas algo nada alguém ninguém algum alguma alguns algumas nenhum nenhuma qualquer
quaisquer vários várias pouco pouca poucos poucas bastante demais então depois antes além
inclusive embora enquanto pois etc ex ok favor obrigado obrigada ao aos à às num numa dum duma
coisa coisas`,
		"generic": `instrução instruções orientação orientações bom boa bons boas ótimo ótima ótimos ótimas
excelente excelentes excepcional excepcionais extraordinário extraordinária extraordinários
extraordinárias incrível incríveis impressionante impressionantes brilhante brilhantes
fantástico fantástica fantásticos fantásticas maravilhoso maravilhosa maravilhosos maravilhosas
perfeito perfeita perfeitos perfeitas ideal ideais melhor melhores eficaz eficazes eficiente
eficientes útil úteis valioso valiosa valiosos valiosas significativo significativa
significativos significativas interessante interessantes envolvente envolventes atraente
atraentes convincente convincentes sólido sólida sólidos sólidas robusto robusta robustos
robustas confiável confiáveis rigoroso rigorosa rigorosos rigorosas completo completa completos
completas detalhado detalhada detalhados detalhadas aprofundado aprofundada aprofundados
aprofundadas profundo profunda profundos profundas claro clara claros claras claramente conciso
concisa concisos concisas preciso precisa precisos precisas precisamente exato exata exatos
exatas exatamente correto correta corretos corretas corretamente adequado adequada adequados
adequadas adequadamente apropriado apropriada apropriados apropriadas pertinente pertinentes
relevante relevantes importante importantes essencial essenciais fundamental fundamentais
crucial cruciais vital vitais principal principais necessário necessária necessários necessárias
prático prática práticos práticas estruturado estruturada estruturados estruturadas organizado
organizada organizados organizadas lógico lógica lógicos lógicas coerente coerentes consistente
consistentes legível legíveis compreensível compreensíveis fácil fáceis facilmente simples
simplesmente profissional profissionais profissionalmente polido polida polidos polidas limpo
limpa limpos limpas elegante elegantes bonito bonita bonitos bonitas cuidadoso cuidadosa
cuidadosos cuidadosas cuidadosamente meticuloso meticulosa meticulosos meticulosas objetivo
objetiva objetivos objetivas imparcial imparciais equilibrado equilibrada equilibrados
equilibradas honesto honesta honestos honestas criativo criativa criativos criativas inovador
inovadora inovadores inovadoras original originais novo nova novos novas inteligente
inteligentes experiente experientes qualificado qualificada qualificados qualificadas competente
competentes renomado renomada renomados renomadas reconhecido reconhecida reconhecidos
reconhecidas avançado avançada avançados avançadas sofisticado sofisticada sofisticados
sofisticadas atualizado atualizada atualizados atualizadas padrão geral gerais geralmente
basicamente realmente verdadeiramente totalmente completamente altamente extremamente possível
possíveis possivelmente provavelmente certo certa certos certas certamente especialmente
particularmente resposta respostas resultado resultados solução soluções conteúdo conteúdos
informação informações info dado detalhe detalhes pergunta perguntas consulta solicitação pedido
tarefa tarefas prompt prompts problema problemas assunto tema temas aspecto aspectos ponto
pontos parte partes elemento elementos componente componentes maneira forma modo jeito nível
níveis qualidade clareza legibilidade profundidade contexto propósito meta metas finalidade
intenção necessidade necessidades requisito requisitos expectativa expectativas erro erros falha
suposição suposições exemplo exemplos caso casos cenário cenários explicação explicações
descrição descrições resumo visão panorama ideia ideias pensamento processo processos estrutura
formato formatos estilo tom linguagem redação abordagem abordagens método métodos metodologia
técnica técnicas estratégia estratégias norma normas diretriz diretrizes princípio princípios
conhecimento conhecimentos compreensão habilidade habilidades experiência experiências ano anos
década décadas campo campos área áreas setor setores indústria matéria valor sucesso esforço
trabalho ajuda apoio fato fatos argumento argumentos perspectiva passo passos etapa etapas fase
fases foco faça fazer garanta garantir certifique-se assegure forneça fornecer dê dar use usar
utilize utilizar aplique aplicar inclua incluir considere considerar siga seguir mantenha manter
evite evitar ajude ajudar cubra cobrir trate tratar tente tentar procure procurar tome tomar
preste atenção conta seja`,
		"taskVerb": `escreva escreve escrevam escrever escrevendo escreva-o escreva-a escreva-os escreva-as
escreva-lhe escreva-lhes escreva-me escreva-nos redija redigir redige elabore elabora elaborem
elaborar elaborando elabore-o elabore-a elabore-os elabore-as elabore-lhe elabore-lhes
elabore-me elabore-nos componha compor crie cria criem criar criando crie-o crie-a crie-os
crie-as crie-lhe crie-lhes crie-me crie-nos gere gera gerem gerar produza produz produzir faça
faz façam fazer me construa construir constrói projete projeta projetem projetar projetando
projete-o projete-a projete-os projete-as projete-lhe projete-lhes projete-me projete-nos
desenvolva desenvolve desenvolvam desenvolver desenvolvendo desenvolva-o desenvolva-a
desenvolva-os desenvolva-as desenvolva-lhe desenvolva-lhes desenvolva-me desenvolva-nos
implemente implementa implementem implementar implementando implemente-o implemente-a
implemente-os implemente-as implemente-lhe implemente-lhes implemente-me implemente-nos implante
implanta implantem implantar implantando implante-o implante-a implante-os implante-as
implante-lhe implante-lhes implante-me implante-nos programe programa programem programar
programando programe-o programe-a programe-os programe-as programe-lhe programe-lhes programe-me
programe-nos codifique codifica codifiquem codificar codificando codifique-o codifique-a
codifique-os codifique-as codifique-lhe codifique-lhes codifique-me codifique-nos traduza traduz
traduzir converta converte convertam converter transforme transforma transformem transformar
transformando transforme-o transforme-a transforme-os transforme-as transforme-lhe
transforme-lhes transforme-me transforme-nos resuma resume resumam resumir resumindo resuma-o
resuma-a resuma-os resuma-as resuma-lhe resuma-lhes resuma-me resuma-nos explique explica
expliquem explicar explicando explique-o explique-a explique-os explique-as explique-lhe
explique-lhes explique-me explique-nos descreva descreve descrevam descrever descrevendo
descreva-o descreva-a descreva-os descreva-as descreva-lhe descreva-lhes descreva-me
descreva-nos defina define definam definir definindo defina-o defina-a defina-os defina-as
defina-lhe defina-lhes defina-me defina-nos esboque esboca esboquem esbocar esbocando esboque-o
esboque-a esboque-os esboque-as esboque-lhe esboque-lhes esboque-me esboque-nos liste lista
listem listar listando liste-o liste-a liste-os liste-as liste-lhe liste-lhes liste-me liste-nos
enumere enumera enumerem enumerar enumerando enumere-o enumere-a enumere-os enumere-as
enumere-lhe enumere-lhes enumere-me enumere-nos nomeie nomear mencione menciona mencionem
mencionar mencionando mencione-o mencione-a mencione-os mencione-as mencione-lhe mencione-lhes
mencione-me mencione-nos identifique identifica identifiquem identificar identificando
identifique-o identifique-a identifique-os identifique-as identifique-lhe identifique-lhes
identifique-me identifique-nos encontre encontra encontrem encontrar encontrando encontre-o
encontre-a encontre-os encontre-as encontre-lhe encontre-lhes encontre-me encontre-nos ache
achar procure procura procurem procurar procurando procure-o procure-a procure-os procure-as
procure-lhe procure-lhes procure-me procure-nos busque buscar extraia extrai extrair classifique
classifica classifiquem classificar classificando classifique-o classifique-a classifique-os
classifique-as classifique-lhe classifique-lhes classifique-me classifique-nos categorize
categoriza categorizem categorizar categorizando categorize-o categorize-a categorize-os
categorize-as categorize-lhe categorize-lhes categorize-me categorize-nos rotule rotula rotulem
rotular rotulando rotule-o rotule-a rotule-os rotule-as rotule-lhe rotule-lhes rotule-me
rotule-nos etiquete etiqueta etiquetem etiquetar etiquetando etiquete-o etiquete-a etiquete-os
etiquete-as etiquete-lhe etiquete-lhes etiquete-me etiquete-nos ordene ordena ordenem ordenar
ordenando ordene-o ordene-a ordene-os ordene-as ordene-lhe ordene-lhes ordene-me ordene-nos
ranqueie ranquear pontue pontua pontuem pontuar pontuando pontue-o pontue-a pontue-os pontue-as
pontue-lhe pontue-lhes pontue-me pontue-nos avalie avalia avaliem avaliar avaliando avalie-o
avalie-a avalie-os avalie-as avalie-lhe avalie-lhes avalie-me avalie-nos compare compara
comparem comparar comparando compare-o compare-a compare-os compare-as compare-lhe compare-lhes
compare-me compare-nos contraste contrasta contrastem contrastar contrastando contraste-o
contraste-a contraste-os contraste-as contraste-lhe contraste-lhes contraste-me contraste-nos
analise analisa analisem analisar analisando analise-o analise-a analise-os analise-as
analise-lhe analise-lhes analise-me analise-nos examine examina examinem examinar examinando
examine-o examine-a examine-os examine-as examine-lhe examine-lhes examine-me examine-nos revise
revisa revisem revisar revisando revise-o revise-a revise-os revise-as revise-lhe revise-lhes
revise-me revise-nos critique criticar audite audita auditem auditar auditando audite-o audite-a
audite-os audite-as audite-lhe audite-lhes audite-me audite-nos verifique verifica verifiquem
verificar verificando verifique-o verifique-a verifique-os verifique-as verifique-lhe
verifique-lhes verifique-me verifique-nos confera confere conferam conferir conferindo confera-o
confera-a confera-os confera-as confera-lhe confera-lhes confera-me confera-nos valide valida
validem validar validando valide-o valide-a valide-os valide-as valide-lhe valide-lhes valide-me
valide-nos teste testa testem testar testando teste-o teste-a teste-os teste-as teste-lhe
teste-lhes teste-me teste-nos depure depura depurem depurar depurando depure-o depure-a
depure-os depure-as depure-lhe depure-lhes depure-me depure-nos corrija corrige corrigir
conserte conserta consertem consertar consertando conserte-o conserte-a conserte-os conserte-as
conserte-lhe conserte-lhes conserte-me conserte-nos edite edita editem editar editando edite-o
edite-a edite-os edite-as edite-lhe edite-lhes edite-me edite-nos melhore melhora melhorem
melhorar melhorando melhore-o melhore-a melhore-os melhore-as melhore-lhe melhore-lhes
melhore-me melhore-nos refatore refatora refatorem refatorar refatorando refatore-o refatore-a
refatore-os refatore-as refatore-lhe refatore-lhes refatore-me refatore-nos otimize otimiza
otimizem otimizar otimizando otimize-o otimize-a otimize-os otimize-as otimize-lhe otimize-lhes
otimize-me otimize-nos simplifique simplifica simplifiquem simplificar simplificando
simplifique-o simplifique-a simplifique-os simplifique-as simplifique-lhe simplifique-lhes
simplifique-me simplifique-nos encurte encurta encurtem encurtar encurtando encurte-o encurte-a
encurte-os encurte-as encurte-lhe encurte-lhes encurte-me encurte-nos amplie amplia ampliem
ampliar ampliando amplie-o amplie-a amplie-os amplie-as amplie-lhe amplie-lhes amplie-me
amplie-nos expanda expande expandam expandir expandindo expanda-o expanda-a expanda-os
expanda-as expanda-lhe expanda-lhes expanda-me expanda-nos parafrasee parafrasea parafraseem
parafrasear parafraseando parafrasee-o parafrasee-a parafrasee-os parafrasee-as parafrasee-lhe
parafrasee-lhes parafrasee-me parafrasee-nos reformule reformula reformulem reformular
reformulando reformule-o reformule-a reformule-os reformule-as reformule-lhe reformule-lhes
reformule-me reformule-nos reescreva reescreve reescrevam reescrever reescrevendo reescreva-o
reescreva-a reescreva-os reescreva-as reescreva-lhe reescreva-lhes reescreva-me reescreva-nos
responda responde respondam responder respondendo responda-o responda-a responda-os responda-as
responda-lhe responda-lhes responda-me responda-nos conteste contesta contestem contestar
contestando conteste-o conteste-a conteste-os conteste-as conteste-lhe conteste-lhes conteste-me
conteste-nos resolva resolve resolver calcule calcula calculem calcular calculando calcule-o
calcule-a calcule-os calcule-as calcule-lhe calcule-lhes calcule-me calcule-nos compute computa
computem computar computando compute-o compute-a compute-os compute-as compute-lhe compute-lhes
compute-me compute-nos estime estima estimem estimar estimando estime-o estime-a estime-os
estime-as estime-lhe estime-lhes estime-me estime-nos derive deriva derivem derivar derivando
derive-o derive-a derive-os derive-as derive-lhe derive-lhes derive-me derive-nos prove prova
provem provar provando prove-o prove-a prove-os prove-as prove-lhe prove-lhes prove-me prove-nos
demonstre demonstra demonstrem demonstrar demonstrando demonstre-o demonstre-a demonstre-os
demonstre-as demonstre-lhe demonstre-lhes demonstre-me demonstre-nos determine determina
determinem determinar determinando determine-o determine-a determine-os determine-as
determine-lhe determine-lhes determine-me determine-nos decida decide decidam decidir decidindo
decida-o decida-a decida-os decida-as decida-lhe decida-lhes decida-me decida-nos escolha
escolhe escolher selecione seleciona selecionem selecionar selecionando selecione-o selecione-a
selecione-os selecione-as selecione-lhe selecione-lhes selecione-me selecione-nos recomende
recomenda recomendem recomendar recomendando recomende-o recomende-a recomende-os recomende-as
recomende-lhe recomende-lhes recomende-me recomende-nos sugira sugere sugerir proponha propõe
propor planeje planeja planejem planejar planejando planeje-o planeje-a planeje-os planeje-as
planeje-lhe planeje-lhes planeje-me planeje-nos organize organiza organizem organizar
organizando organize-o organize-a organize-os organize-as organize-lhe organize-lhes organize-me
organize-nos prepare prepara preparem preparar preparando prepare-o prepare-a prepare-os
prepare-as prepare-lhe prepare-lhes prepare-me prepare-nos monte monta montem montar montando
monte-o monte-a monte-os monte-as monte-lhe monte-lhes monte-me monte-nos dê dá deem dar dê-me
forneça fornece forneçam fornecer mostre mostra mostrem mostrar mostrando mostre-o mostre-a
mostre-os mostre-as mostre-lhe mostre-lhes mostre-me mostre-nos diga diz digam dizer diga-me
ensine ensina ensinem ensinar ensinando ensine-o ensine-a ensine-os ensine-as ensine-lhe
ensine-lhes ensine-me ensine-nos ajude ajuda ajudem ajudar ajudando ajude-o ajude-a ajude-os
ajude-as ajude-lhe ajude-lhes ajude-me ajude-nos guie guia guiem guiar guiando guie-o guie-a
guie-os guie-as guie-lhe guie-lhes guie-me guie-nos desenhe desenha desenhem desenhar desenhando
desenhe-o desenhe-a desenhe-os desenhe-as desenhe-lhe desenhe-lhes desenhe-me desenhe-nos
ilustre ilustra ilustrem ilustrar ilustrando ilustre-o ilustre-a ilustre-os ilustre-as
ilustre-lhe ilustre-lhes ilustre-me ilustre-nos visualize visualiza visualizem visualizar
visualizando visualize-o visualize-a visualize-os visualize-as visualize-lhe visualize-lhes
visualize-me visualize-nos formate formata formatem formatar formatando formate-o formate-a
formate-os formate-as formate-lhe formate-lhes formate-me formate-nos estruture estrutura
estruturem estruturar estruturando estruture-o estruture-a estruture-os estruture-as
estruture-lhe estruture-lhes estruture-me estruture-nos anote anota anotem anotar anotando
anote-o anote-a anote-os anote-as anote-lhe anote-lhes anote-me anote-nos comente comenta
comentem comentar comentando comente-o comente-a comente-os comente-as comente-lhe comente-lhes
comente-me comente-nos documente documenta documentem documentar documentando documente-o
documente-a documente-os documente-as documente-lhe documente-lhes documente-me documente-nos
destaque destacar realce discuta discutir explore explora explorem explorar explorando explore-o
explore-a explore-os explore-as explore-lhe explore-lhes explore-me explore-nos investigue
investiga investiguem investigar investigando investigue-o investigue-a investigue-os
investigue-as investigue-lhe investigue-lhes investigue-me investigue-nos estude estuda estudem
estudar estudando estude-o estude-a estude-os estude-as estude-lhe estude-lhes estude-me
estude-nos interprete interpreta interpretem interpretar interpretando interprete-o interprete-a
interprete-os interprete-as interprete-lhe interprete-lhes interprete-me interprete-nos preveja
prever detecte detecta detectem detectar detectando detecte-o detecte-a detecte-os detecte-as
detecte-lhe detecte-lhes detecte-me detecte-nos diagnostique diagnosticar solucione soluciona
solucionem solucionar solucionando solucione-o solucione-a solucione-os solucione-as
solucione-lhe solucione-lhes solucione-me solucione-nos argumente argumenta argumentem
argumentar argumentando argumente-o argumente-a argumente-os argumente-as argumente-lhe
argumente-lhes argumente-me argumente-nos persuada convença convencer negocie negocia negociem
negociar negociando negocie-o negocie-a negocie-os negocie-as negocie-lhe negocie-lhes
negocie-me negocie-nos apresente apresenta apresentem apresentar apresentando apresente-o
apresente-a apresente-os apresente-as apresente-lhe apresente-lhes apresente-me apresente-nos
introduza atue atua atuem atuar atuando atue-o atue-a atue-os atue-as atue-lhe atue-lhes atue-me
atue-nos aja agir imagine imagina imaginem imaginar imaginando imagine-o imagine-a imagine-os
imagine-as imagine-lhe imagine-lhes imagine-me imagine-nos simule simula simulem simular
simulando simule-o simule-a simule-os simule-as simule-lhe simule-lhes simule-me simule-nos
jogue joga joguem jogar jogando jogue-o jogue-a jogue-os jogue-as jogue-lhe jogue-lhes jogue-me
jogue-nos continue continua continuem continuar continuando continue-o continue-a continue-os
continue-as continue-lhe continue-lhes continue-me continue-nos complete completa completem
completar completando complete-o complete-a complete-os complete-as complete-lhe complete-lhes
complete-me complete-nos termine termina terminem terminar terminando termine-o termine-a
termine-os termine-as termine-lhe termine-lhes termine-me termine-nos finalize finaliza
finalizem finalizar finalizando finalize-o finalize-a finalize-os finalize-as finalize-lhe
finalize-lhes finalize-me finalize-nos preencha preencher conte conta contem contar contando
conte-o conte-a conte-os conte-as conte-lhe conte-lhes conte-me conte-nos meda mede medam medir
medindo meda-o meda-a meda-os meda-as meda-lhe meda-lhes meda-me meda-nos meça registre registra
registrem registrar registrando registre-o registre-a registre-os registre-as registre-lhe
registre-lhes registre-me registre-nos localize localiza localizem localizar localizando
localize-o localize-a localize-os localize-as localize-lhe localize-lhes localize-me
localize-nos recupere recupera recuperem recuperar recuperando recupere-o recupere-a recupere-os
recupere-as recupere-lhe recupere-lhes recupere-me recupere-nos filtre filtra filtrem filtrar
filtrando filtre-o filtre-a filtre-os filtre-as filtre-lhe filtre-lhes filtre-me filtre-nos
agrupe agrupa agrupem agrupar agrupando agrupe-o agrupe-a agrupe-os agrupe-as agrupe-lhe
agrupe-lhes agrupe-me agrupe-nos combine combina combinem combinar combinando combine-o
combine-a combine-os combine-as combine-lhe combine-lhes combine-me combine-nos divida dividir
separe separa separem separar separando separe-o separe-a separe-os separe-as separe-lhe
separe-lhes separe-me separe-nos mescle mescla mesclem mesclar mesclando mescle-o mescle-a
mescle-os mescle-as mescle-lhe mescle-lhes mescle-me mescle-nos retorne retorna retornem
retornar retornando retorne-o retorne-a retorne-os retorne-as retorne-lhe retorne-lhes
retorne-me retorne-nos devolva imprima imprimir exiba exibir envie envia enviem enviar enviando
envie-o envie-a envie-os envie-as envie-lhe envie-lhes envie-me envie-nos publique publica
publiquem publicar publicando publique-o publique-a publique-os publique-as publique-lhe
publique-lhes publique-me publique-nos substitua substituir remova remover exclua excluir apague
apaga apaguem apagar apagando apague-o apague-a apague-os apague-as apague-lhe apague-lhes
apague-me apague-nos adicione adiciona adicionem adicionar adicionando adicione-o adicione-a
adicione-os adicione-as adicione-lhe adicione-lhes adicione-me adicione-nos acrescente
acrescenta acrescentem acrescentar acrescentando acrescente-o acrescente-a acrescente-os
acrescente-as acrescente-lhe acrescente-lhes acrescente-me acrescente-nos insira inserir
atualize atualiza atualizem atualizar atualizando atualize-o atualize-a atualize-os atualize-as
atualize-lhe atualize-lhes atualize-me atualize-nos mude muda mudem mudar mudando mude-o mude-a
mude-os mude-as mude-lhe mude-lhes mude-me mude-nos modifique modifica modifiquem modificar
modificando modifique-o modifique-a modifique-os modifique-as modifique-lhe modifique-lhes
modifique-me modifique-nos ajuste ajusta ajustem ajustar ajustando ajuste-o ajuste-a ajuste-os
ajuste-as ajuste-lhe ajuste-lhes ajuste-me ajuste-nos adapte adapta adaptem adaptar adaptando
adapte-o adapte-a adapte-os adapte-as adapte-lhe adapte-lhes adapte-me adapte-nos compile
compila compilem compilar compilando compile-o compile-a compile-os compile-as compile-lhe
compile-lhes compile-me compile-nos colete coleta coletem coletar coletando colete-o colete-a
colete-os colete-as colete-lhe colete-lhes colete-me colete-nos reúna reunir cite cita citem
citar citando cite-o cite-a cite-os cite-as cite-lhe cite-lhes cite-me cite-nos marque marcar
sinalize sinaliza sinalizem sinalizar sinalizando sinalize-o sinalize-a sinalize-os sinalize-as
sinalize-lhe sinalize-lhes sinalize-me sinalize-nos transcreva transcrever aplique aplica
apliquem aplicar aplicando aplique-o aplique-a aplique-os aplique-as aplique-lhe aplique-lhes
aplique-me aplique-nos indique indicar invente inventa inventem inventar inventando invente-o
invente-a invente-os invente-as invente-lhe invente-lhes invente-me invente-nos esclareça`,
		"outVerb": `escreva escreve dê dá forneça fornece retorne retorna devolva imprima mostre mostra apresente
apresenta liste lista enumere inclua inclui adicione acrescente coloque ponha comece começa
inicie termine termina finalize feche abra formate responda responde gere gera produza entregue
separe organize estruture ordene indique`,
		"thinkVerb": `pense pensa pensar raciocine raciocina raciocinar considere considera considerar analise analisa
analisar identifique identifica identificar determine determina determinar descubra descobrir
verifique verifica verificar confira confere compare compara comparar avalie avalia avaliar pese
pondere examine examina examinar revise revisa revisar leia lê ler releia reler reúna extraia
decomponha divida planeje decida deduza deduzir infira calcule calcula calcular resolva resolve
derive reflita reflete refletir critique teste valide confirme estime lembre entenda entende
entender compreenda inspecione investigue rastreie procure busque encontre detecte distinga
reconsidere justifique justifica`,
		"format": `aspas colchetes título títulos asteriscos lista listas marcador marcadores tópico tópicos bullet bullets numerado numerada numerados
numeradas numeração tabela tabelas coluna colunas linha linhas json yaml csv tsv xml html
markdown título títulos cabeçalho cabeçalhos subtítulo subtítulos seção seções secção secções
esquema campo campos chave chaves objeto objetos array bloco blocos trecho modelo template tag
tags checklist matriz grade diagrama gráfico fluxograma cronologia negrito itálico legenda
assunto parágrafo parágrafos frase frases palavra palavras caractere caracteres dicionário
separado separada separados separadas prosa`,
		"deliverable": `redação redações ensaio ensaios e-mail e-mails email emails carta cartas memorando nota
relatório relatórios artigo artigos post posts publicação publicações blog tweet tweets thread
fio poema poemas haicai haikai haiku haikus soneto limerique conto contos história histórias
narrativa roteiro diálogo discurso slogan slogans lema chamada manchete manchetes título títulos
resumo resumos abstract função funções módulo programa programas consulta consultas comando
comandos regex sql receita receitas itinerário agenda plano planos cronograma ementa aula aulas
quiz questionário flashcards faq glossário currículo cv proposta propostas newsletter boletim
descrição resenha crítica guia tutorial comparação comparativo esboço lista tabela código
tradução legenda mensagem mensagens resposta análise explicação definição piada charada canção
música letra anúncio anúncios texto textos pitch biografia obituário comunicado convite brinde
pesquisa rubrica apresentação folheto panfleto oferta`,
		"unit": `palavra palavras frase frases parágrafo parágrafos linha linhas caractere caracteres página
páginas marcador marcadores tópico tópicos ponto pontos item itens exemplo exemplos passo passos
etapa etapas seção seções slide slides minuto minutos segundo segundos hora horas dia dias
semana semanas mês meses ano anos porcento porcentagem kb mb gb ms tokens token coluna colunas
ideia ideias opção opções dica dicas pergunta perguntas razão razões motivo motivos parte partes
sugestão sugestões estrofe estrofes sílabas capítulo capítulos porções`,
		"number": `dois duas três quatro cinco seis sete oito nove dez onze doze quinze vinte trinta quarenta
cinquenta cem cento mil dúzia par metade meia único única únicos únicas só`,
		"roleNoun": `especialista especialistas expert experts profissional profissionais consultor consultora
assessor assessora conselheiro conselheira assistente assistentes guru mestre autoridade
ajudante agente bot chatbot ia modelo sistema ferramenta pessoa parceiro parceira coach mentor
mentora companheiro gênio mago veterano escritor escritora autor autora criador criadora gerador
redator redatora tradutor tradutora`,
		"style": `tom voz registro estilo formal formais informal informais casual casuais amigável amigáveis
amistoso amistosa amistosos amistosas simpático simpática simpáticos simpáticas caloroso
calorosa calorosos calorosas acolhedor acolhedora acolhedores acolhedoras alegre alegres
divertido divertida divertidos divertidas bem-humorado bem-humorada bem-humorados bem-humoradas
engraçado engraçada engraçados engraçadas espirituoso espirituosa espirituosos espirituosas
sério séria sérios sérias neutro neutra neutros neutras empático empática empáticos empáticas
persuasivo persuasiva persuasivos persuasivas conversacional conversacionais coloquial
coloquiais acadêmico acadêmica acadêmicos acadêmicas técnico técnica técnicos técnicas simples
jargão jargões clichês jornalístico jornalística jornalísticos jornalísticas entusiasmado
entusiasmada entusiasmados entusiasmadas encorajador encorajadora encorajadores encorajadoras
motivador motivadora motivadores motivadoras inspirador inspiradora inspiradores inspiradoras
suave suaves direto direta diretos diretas franco franca francos francas respeitoso respeitosa
respeitosos respeitosas educado educada educados educadas cortês sarcástico sarcástica
sarcásticos sarcásticas otimista otimistas urgente urgentes elegante elegantes calmo calma
calmos calmas paciente pacientes vocabulário linguagem linguagens acessível acessíveis leve
leves`,
		"audience": `iniciante iniciantes novato novatos leigo leigos leiga estudante estudantes aluno alunos aluna
alunas criança crianças adolescente adolescentes jovens adulto adultos pais mães professor
professores professora professoras desenvolvedor desenvolvedores engenheiro engenheiros
executivo executivos gestor gestores gerente gerentes investidor investidores cliente clientes
paciente pacientes leitor leitores leitora leitoras público audiência equipe time colega colegas
funcionário funcionários colaborador colaboradores estagiários diretoria proprietários
inquilinos idosos aposentado aposentados aposentada turma universitários pesquisadores
cientistas médicos enfermeiros advogados recrutadores candidatos compradores assinantes
seguidores fãs espectadores ouvintes usuário usuários visitantes membros pessoas gente
comunidade famílias convidados hóspedes analistas`,
		"vague": `algo coisa coisas negócio treco troço`,
		"material": `texto textos documento documentos artigo ensaio relatório transcrição e-mail email código dados
conjunto tabela passagem parágrafo trecho excerto entrada arquivo arquivos ficheiro registro
registros log logs mensagem mensagens conversa chat thread comentários feedback avaliação
avaliações resenha contrato acordo fatura resumo estudo história conteúdo lista notas frase
frases palavras números consulta esquema planilha csv json descrição citação citações poema
rótulo receita extrato`,
		"quality": `detalhado detalhada detalhados detalhadas criativo criativa criativos criativas inovador
inovadora inovadores inovadoras completo completa completos completas conciso concisa concisos
concisas aprofundado aprofundada aprofundados aprofundadas envolvente envolventes persuasivo
persuasiva persuasivos persuasivas profissional profissionais claro clara claros claras simples
curto curta curtos curtas breve breves específico específica específicos específicas concreto
concreta concretos concretas principal principais único única únicos únicas prático prática
práticos práticas eficaz original originais cativante cativantes memorável memoráveis divertido
divertida divertidos divertidas engraçado engraçada engraçados engraçadas formal formais
informal informais amigável amigáveis educado educada educados educadas honesto honesta honestos
honestas equilibrado equilibrada equilibrados equilibradas objetivo objetiva objetivos objetivas
realista realistas visual visuais interativo interativa interativos interativas acionável
acionáveis inspirador inspiradora inspiradores inspiradoras informativo informativa informativos
informativas emocionante emocionantes pessoal pessoais compreensível compreensíveis acessível
acessíveis`,
		"period": `hoje amanhã ontem atual atuais atualmente último última últimos últimas recente recentes
recentemente próximo próxima próximos próximas agora semana semanal semanais fim mês mensal
mensais ano anual anuais anualmente trimestre trimestral trimestrais temporada estação diário
diária diários diárias diariamente manhã tarde noite século década janeiro fevereiro março abril
maio junho julho agosto setembro outubro novembro dezembro segunda-feira terça-feira
quarta-feira quinta-feira sexta-feira sábado domingo primavera verão outono inverno`,
		"criterion": `melhor melhores pior piores mais menos maior maiores menor menores popular populares avaliado
avaliada avaliados avaliadas ranking classificação barato barata baratos baratas rápido rápida
rápidos rápidas lento lenta lentos lentas grande grandes pequeno pequena pequenos pequenas
próximo próxima próximos próximas novo nova novos novas velho velha velhos velhas antigo antiga
antigos antigas longo longa longos longas curto curta curtos curtas forte fortes seguro segura
seguros seguras saudável saudáveis vendido vendida vendidos vendidas`,
		"open": `alguns algumas uns umas vários várias diversos diversas ideias ideia dicas dica sugestões
sugestão opções opção inspiração recomendações recursos etc qualquer`,
		"limit": `menos máximo máxima máx mínimo mínima mín até dentro abaixo baixo mais acima orçamento`,
		"shape": `parágrafo parágrafos frase frases linha linhas tópico tópicos ponto pontos seção seções secção secções parte partes slide slides diapositivo diapositivos coluna colunas`,
	},
	cues: map[string]string{
		"role": `você é um|você é uma|você é o|você é a|você é|tu és um|tu és uma|tu és|o senhor é|aja como|
atue como|comporte-se como|faça o papel de|faça papel de|assuma o papel de|assuma a função de|
desempenhe o papel de|interprete o papel de|coloque-se no lugar de|se coloque no lugar de|
imagine que você é|imagine que é|finja que você é|finja ser|finja que é|no papel de|seu papel é|
sua função é|o seu papel é|a sua função é|como especialista|como um especialista|
a partir de agora você é|agora você é|você trabalha como|do ponto de vista de|pense como|
você vai atuar como|você atuará como|você vai agir como`,
		"notRole": `você é responsável|você é livre|você não é|você é uma ia|você é um modelo de linguagem|
você vai receber|você receberá|você recebe|será fornecido|você deve|você precisa|você tem que|
você está trabalhando|você está escrevendo|você é capaz|foi pedido|você ajuda|você analisa`,
		"self": `sou|eu sou|sou um|sou uma|trabalho|eu trabalho|trabalho em|trabalho como|estou escrevendo|
estou preparando|estou planejando|estou organizando|estou construindo|estou trabalhando|
estou tentando|estou procurando|sou novo|sou nova|estou|tenho|eu tenho|tive|estava|administro|
dirijo|gerencio|ensino|dou aula|estudo|moro|vivo|preciso disso|acabei de|recentemente|somos|
nós somos|temos|nós temos|vendemos|oferecemos|fazemos|precisamos disso|nossa equipe|nosso time|
nossa empresa|nosso produto|nossa startup|nossa organização|nossa escola|nosso negócio|nosso app|
nosso aplicativo|nosso site|nossos clientes|nossos usuários|nossos investidores|nossa loja|
nosso restaurante|nosso público|minha equipe|meu time|minha empresa|meu negócio|meu chefe|
minha chefe|meu gestor|meus alunos|minha turma|meus filhos|meu filho|minha filha|minha esposa|
meu marido|meu parceiro|minha parceira|meus pais|meu amigo|minha amiga|meu objetivo|minha meta|
meu público|meus leitores|meu site|meu blog|minha startup|meu app|meu projeto|meu cliente|
minha cliente|meus clientes|meus usuários|isto é para|isso é para|será para|a empresa|o cliente|
a cliente|o paciente|o usuário|os usuários|a equipe|um usuário pergunta|o usuário pergunta|
os usuários perguntam|um cliente pergunta|o cliente pergunta|os clientes perguntam|o tema é|
meu tema é|o público é|seu cliente|seus clientes|uma família|a família|o gestor|seus leitores`,
		"audience": `para iniciantes|para um iniciante|para leigos|para estudantes|para um estudante|para alunos|
para crianças|para uma criança|para adolescentes|para jovens|para adultos|para desenvolvedores|
para engenheiros|para executivos|para gestores|para gerentes|para investidores|para clientes|
para pacientes|para leitores|para um público|para o público geral|para um público geral|
para o grande público|para não técnicos|para pessoas não técnicas|para não especialistas|
para especialistas|para um especialista|para profissionais|para minha equipe|para nossa equipe|
para a equipe|para o time|para a diretoria|para meus alunos|para minha turma|para o ensino médio|
para o ensino fundamental|para a faculdade|para a universidade|para universitários|para calouros|
para novos|para alguém|para pessoas|para um grupo|para idosos|para aposentados|
para um aposentado|para pais|voltado para|voltada para|voltados para|destinado a|destinada a|
direcionado a|direcionada a|pensado para|pensada para|escrito para|escrita para|adaptado para|
adaptada para|público-alvo|público alvo|os leitores são|o público é|como se eu fosse|
como se eu tivesse|a um iniciante|a alguém que|a alguém sem|para alguém sem|para alguém que|
em termos simples|em linguagem simples|em palavras simples|que não sabe|que são novos|que é novo|
que nunca|anos de idade|de idade|nível de|falando com|conversando com|você conversa com|
você responde a|você escreve para`,
		"purpose": `para que|de modo que|de forma que|a fim de|com o objetivo de|o objetivo é|o propósito é|a meta é|
a finalidade é|meu objetivo é|nosso objetivo é|a ideia é|será usado|será usada|será utilizado|
vou usar|vou usá-lo|vou usá-la|vamos usar|preciso disso para|preciso dele para|
precisamos disso para|para usar em|para me ajudar|para nos ajudar|para ajudá-los|porque eu|
porque nós|porque queremos|já que|visto que|para minha apresentação|para uma apresentação|
para meu relatório|para um relatório|para minha aula|para uma reunião|para nossa reunião|
para meu blog|para nosso blog|para nosso site|para meu site|para uma newsletter|
para nossa newsletter|para uma entrevista|para minha entrevista|para um emprego|
para meu trabalho|com o propósito de|sucesso significa|o sucesso é|servirá para|que sirva para`,
		"reference": `o seguinte|a seguinte|os seguintes|as seguintes|a seguir|abaixo|logo abaixo|fornecido|fornecida|
fornecidos|dado|dada|dados abaixo|anexo|anexa|anexado|anexada|em anexo|aqui está|aqui estão|
segue|seguem|vou te dar|vou passar|vou colar|colado abaixo|acima|o texto acima|este texto|
esse texto|este artigo|este código|esse código|este documento|estes dados|esses dados|
este e-mail|este ensaio|esta transcrição|este relatório|este trecho|este parágrafo|
estas mensagens|esta mensagem|esta lista|esta função|este contrato|este acordo|esta tabela|
estes comentários|esta avaliação|esta história|este poema|este roteiro|esta consulta|
este esquema|esta frase|esta nota|você vai receber|você receberá|será fornecido|é fornecido|
são fornecidos|está anexado|estão anexados|use este|use esta|use estes|use estas|use o seguinte|
use a seguinte|com base na|com base no|com base em|a partir do|a partir da|baseado em|
baseando-se em`,
		"binding": `deve|devem|precisa|precisam|tem que|têm que|tem de|é preciso|é necessário|necessário|obrigatório|
obrigatoriamente|exigido|requer|certifique-se|garanta|assegure-se|sempre|nunca|jamais|somente|
apenas|só|exclusivamente|não|não use|não deve|evite|evitar|abstenha-se|no máximo|no mínimo|
pelo menos|não mais que|não mais de|não menos que|máximo|mínimo|limitado a|limite-se|menos de|
exceder|ultrapassar|estritamente|cumpra|respeite|permitido|não permitido|proibido|em nenhum caso|
em hipótese alguma|sob nenhuma circunstância|é importante|importante|lembre-se|lembre que|
tenha cuidado|cuidado com|sem jargão|sem emojis|sem hashtags|seja conciso|seja breve|
seja específico|seja educado|seja honesto|nenhum|nenhuma|mantenha`,
		"require": `mantenha|mantém|preserve|conserve|respeite|use apenas|use somente|use só|utilize apenas|exclua|
exceto|salvo|a menos que|caso contrário|senão|em vez de|ao invés de|em lugar de|limite|restrinja|
inclua|mencione|cubra|concentre-se em|foque em|siga|cite|para cada|cada um|cada uma|sem|até|
menos de|exatamente|em português|em inglês|no idioma|no mesmo idioma|use|utilize|adicione|
acrescente`,
		"length": `menos de|no máximo|não mais que|não mais de|máximo|máx|até|no mínimo|pelo menos|não menos que|
exatamente|entre|breve|breves|brevemente|curto|curta|curtos|curtas|mais curto|conciso|concisa|
sucinto|sucinta|de uma linha|uma linha|uma frase|um parágrafo|uma única frase|um único parágrafo|
poucas frases|algumas frases|poucas palavras|em poucas|comprimento|tamanho|extensão|longo|
limite de palavras|limite de caracteres|palavras ou menos|ou menos|tl dr|tldr|limite-se a`,
		"fallback": `se você não souber|se não souber|se você não sabe|se não tiver|se não houver|se houver|
se existir|se encontrar|se você encontrar|se notar|se perceber|quando houver|quando não houver|
quando o|quando a|quando um|quando uma|se você não tiver certeza|se não tiver certeza|
se tiver dúvidas|em caso de dúvida|na dúvida|se não puder|se você não puder|se não for possível|
se nenhum|se nenhuma|se nada|se o|se a|se os|se as|se um|se uma|se algum|se alguma|se alguém|
se o usuário|se um usuário|se o cliente|se um cliente|caso o|caso a|caso não|caso haja|
caso contrário|senão|no caso de|diga que não sabe|responda somente se|responda apenas se|
informações insuficientes|não há informações suficientes|não invente|nunca invente|não adivinhe|
não chute|não suponha|não alucine|sem informação relevante`,
		"format": `formato|formatado|formatada|formate|responda com|responda em|responda usando|responda no|
na forma de|em forma de|no formato|em formato|como tabela|como uma tabela|como lista|
como uma lista|como json|em json|em tópicos|em marcadores|com marcadores|com tópicos|
em lista numerada|numa tabela|em uma tabela|numa lista|em uma lista|em markdown|em yaml|em csv|
usando markdown|use marcadores|use tópicos|use uma tabela|use uma lista|organize|estruture|
estruturado como|comece com|comece por|inicie com|termine com|finalize com|seguido de|seguida de|
coloque|ponha|entre aspas|apresente|apresente o|apresente a|apresente cada|em uma linha própria|
em sua própria linha|um por linha|uma por linha|por linha|separado por|separados por|separe|
a estrutura|o seguinte formato|a seguinte estrutura|o seguinte modelo|este formato|
esta estrutura|este modelo|layout|a saída deve|sua saída deve|a resposta deve|sua resposta deve|
deve estar formatado|no seguinte formato|nos subtítulos|sob os subtítulos|com as colunas|
com os campos|com um título|com um cabeçalho|agrupe|retorne apenas|retorne somente`,
		"example": `por exemplo|ex|p ex|como por exemplo|aqui está um exemplo|aqui vai um exemplo|
aqui estão alguns exemplos|aqui estão exemplos|um exemplo de|exemplos de|exemplo de|
saída de exemplo|entrada de exemplo|tal como|tais como|como este|como segue|a saber|
veja o exemplo|veja os exemplos|o seguinte exemplo|os seguintes exemplos|este exemplo|
estes exemplos|exemplo 1|exemplo 2|exemplo um|a título de exemplo`,
		"imitate": `mesmo idioma|mesma língua|mesmo estilo|mesmo tom|mesma voz|mesmo formato que|no estilo de|
com o estilo de|com a voz de|imite|imitar|emule|emular|siga o estilo|como o exemplo|
como no exemplo|como nos exemplos|semelhante a|parecido com|com base nos exemplos`,
		"reason": `passo a passo|pense|pensar|pense bem|pense com cuidado|pense cuidadosamente|raciocine|raciocinar|
raciocínio|raciocine passo a passo|vamos pensar|respire fundo|trabalhe passo a passo|
resolva passo a passo|percorra|mostre seu trabalho|mostre seu raciocínio|explique seu raciocínio|
justifique|justifique sua resposta|cadeia de pensamento|decomponha|divida o problema|destrinche|
processo de pensamento|considere|analise|descubra|reflita|pondere|dê um passo atrás|
um passo de cada vez|um de cada vez|um por um`,
		"sequence": `primeiro|primeiramente|em primeiro lugar|segundo|em segundo lugar|terceiro|em terceiro lugar|
depois|em seguida|a seguir|então|por fim|finalmente|por último|no final|depois disso|após isso|
posteriormente|passo 1|passo 2|passo um|passo dois|etapa 1|etapa 2|uma vez que|quando tiver|
depois de|após|comece por|seguido de|e depois|e então|só então|nesta ordem`,
		"verify": `verifique|verifique se|verifique que|verifique seu|verifique sua|verifique o|verifique a|
verifique cada|confira|confira se|confira seu|revise sua|revise seu|revise se|revise novamente|
verifique novamente|confira novamente|releia|confirme que|confirme se|confirme seu|valide seu|
valide sua|teste seu|teste sua|certifique-se de que|dupla verificação|checagem|substituindo|
confira-o|verifique-o`,
		"scratch": `rascunho|bloco de notas|scratchpad|processo de pensamento|tags de pensamento|tags thinking|
monólogo interior|e só então|somente então`,
		"before": `antes de responder|antes de dar|antes de escrever|antes de começar|antes de iniciar|
antes da resposta|antes de sua resposta|antes de redigir`,
		"ask": `faça-me perguntas|me faça perguntas|pergunte-me|me pergunte|perguntas de esclarecimento|
perguntas para esclarecer|faça perguntas|peça esclarecimentos|até ter informações suficientes|
até que tenha o suficiente|se algo não estiver claro|se algo estiver confuso`,
		"frame": `sua tarefa é|seu trabalho é|seu objetivo é|sua missão é|sua função é|seu papel é|a tarefa é|
a pergunta é|o pedido é|o objetivo é|quero que você|preciso que você|gostaria que você|quero que|
preciso que|gostaria que|quero|preciso|gostaria|me ajude|ajude-me|você pode|você poderia|
por favor|você vai|você deve|você precisa|você deverá|vou pedir`,
		"polite": `você poderia por favor|poderia por favor|pode por favor|por favor poderia|por favor pode|
você se importaria|se importaria de|se não for incômodo|se não se importar|eu adoraria que|
ficaria grato|ficaria grata|agradeceria|eu agradeceria|agradeço se|quando tiver um tempo|
quando puder|estava pensando se|gostaria de saber se|você acha que poderia|seria possível|
é possível|gentilmente|teria a gentileza|faria a gentileza`,
		"greeting": `olá|oi|oie|e aí|bom dia|boa tarde|boa noite|saudações|prezado|prezada|caro|cara|obrigado|
obrigada|muito obrigado|muito obrigada|obrigado desde já|desde já agradeço|valeu|abraço|abraços|
atenciosamente|cordialmente|hey|hi`,
		"vagueVerb": `fale sobre|fale-me sobre|me fale sobre|me conte sobre|conte-me sobre|me diga algo|fala sobre|
me ajude com|ajude com|ajude-me com|faça algo|cuide de|trabalhe em|dê uma olhada|olhe isso|
faça isso|conserte isso|arrume isso|algo sobre|alguma coisa sobre|o que acha de|
o que você acha de|que tal|e se|repasse|informações sobre|info sobre|coisas sobre`,
		"gimmick": `gorjeta|vou te dar uma gorjeta|dou uma gorjeta|vou te pagar|te pago|penalizado|penalizada|
penalidade|punido|multado|você vai perder|vou te recompensar|recompensa|200 $|200 dólares|
200 reais|minha carreira depende|é muito importante para minha carreira|senão você|
você será demitido|você vai ser demitido|de forma natural e humana|como um humano`,
		"hedge": `se apropriado|quando apropriado|conforme apropriado|se necessário|quando necessário|
onde necessário|conforme necessário|se for útil|quando útil|se possível|quando possível|
sempre que possível|na medida do possível|se relevante|quando relevante|se aplicável|
quando aplicável|onde aplicável|tente|procure|sinta-se à vontade|fique à vontade|se puder|
idealmente|talvez|quem sabe|opcionalmente|opcional|onde fizer sentido|se fizer sentido|
como achar melhor|se quiser|se preferir|a seu critério`,
		"narrow": `com foco em|focando em|foque em|focado em|focada em|concentre-se em|com ênfase em|enfatizando|
especificamente|em particular|particularmente|especialmente|sobretudo|principalmente|
em termos de|em comparação com|comparado a|comparada a|comparado com|em contraste com|
ao contrário de|com relação a|em relação a|quanto a|a respeito de|referente a|relativo a|
limitado a|restrito a|apenas sobre|específico de|relacionado a|relacionada a`,
		"only": `apenas a resposta|somente a resposta|só a resposta|apenas o resultado|apenas o código|
apenas a tradução|apenas o texto|apenas o json|apenas o número|apenas o nome|apenas a lista|
apenas a saída|somente o código|somente o texto|responda apenas|responda somente|retorne apenas|
retorne somente|escreva apenas|dê apenas|forneça apenas|inclua apenas|nada mais|
nenhum outro texto|sem texto adicional|nenhum texto adicional|sem explicação|sem explicações|
sem nenhuma explicação|sem comentários|sem comentário|sem preâmbulo|sem introdução|não explique|
e nada mais|só retorne|só responda|só escreva`,
		"negation": `não|nunca|jamais|sem|evite|evitar|nem|nenhum|nenhuma|nada`,
		"depth": `em detalhes|detalhadamente|detalhado|detalhada|a fundo|em profundidade|aprofundado|aprofundada|
minuciosamente|exaustivamente|todas as informações|todas as informações necessárias|
todas as informações relevantes|explicação passo a passo|explicação completa|de forma completa|
em pormenor`,
		"output": `retorne|retorna|retornar|devolva|responda|responde|imprima|saída|mostre|gere`,
		"answer": `sua resposta|tua resposta|toda a sua resposta|toda a resposta|a resposta deve|sua saída|
na sua resposta|na tua resposta|responda com|responde com|responda em|responde em|responda apenas|
termine sua|termine a sua|comece sua|comece a sua|coloque sua resposta|envolva sua|envolva a sua`,
	},
	sections: map[string]string{
		"example":    "exemplo exemplos amostra amostras demonstração demonstrações",
		"role":       "papel função persona personagem identidade personalidade quem",
		"format":     "formato formatos formatação modelo template estrutura esquema saída saídas entregável layout apresentação",
		"constraint": "dica dicas lembrete atenção cuidado aviso avisos regras regra restrições restrição requisitos requisito diretrizes diretriz orientações limitações limites importante notas nota observações tom estilo comprimento tamanho política políticas critérios condições",
		"reasoning":  "passos passo etapas etapa processo abordagem método metodologia procedimento fluxo raciocínio pensamento análise plano",
		"context":    "contexto antecedentes sobre situação público audiência propósito objetivo objetivos meta metas missão cenário cenários ambiente",
		"material":   "entrada entradas texto documento documentos dados transcrição artigo trecho conteúdo código histórico conversa e-mail ensaio relatório contrato comentários feedback fonte fontes referência referências material materiais anexo excerto",
		"task":       "tarefa tarefas instrução instruções pergunta perguntas pedido solicitação consulta problema",
	},
	kinds: map[string]string{
		"code":        "função funções código script programa programas módulo classe classes",
		"query":       "consulta consultas sql comando comandos regex query",
		"post":        "post posts publicação publicações tweet tweets legenda legendas anúncio anúncios slogan slogans chamada manchete manchetes título títulos",
		"email":       "e-mail e-mails email emails carta cartas mensagem mensagens nota memorando",
		"summary":     "resumo resumos abstract parágrafo descrição",
		"article":     "blog artigo artigos ensaio redação relatório newsletter boletim guia",
		"haiku":       "haicai haicais haikai haiku haikus",
		"poem":        "poema poemas soneto limerique canção canções música",
		"story":       "conto contos história histórias narrativa roteiro diálogo discurso",
		"plan":        "plano planos roteiro itinerário agenda cronograma",
		"comparison":  "comparação comparações comparativo",
		"recipe":      "receita receitas",
		"lesson":      "aula aulas lição lições quiz questionário ementa",
		"translation": "tradução traduções",
		"resume":      "currículo cv",
		"proposal":    "proposta propostas",
	},
	tasks: map[string]string{
		"reason":   "resolva resolve resolver calcule calcula calculem calcular calculando calcule-o calcule-a calcule-os calcule-as calcule-lhe calcule-lhes calcule-me calcule-nos compute computa computem computar computando compute-o compute-a compute-os compute-as compute-lhe compute-lhes compute-me compute-nos prove prova provem provar provando prove-o prove-a prove-os prove-as prove-lhe prove-lhes prove-me prove-nos demonstre demonstra demonstrem demonstrar demonstrando demonstre-o demonstre-a demonstre-os demonstre-as demonstre-lhe demonstre-lhes demonstre-me demonstre-nos derive deriva derivem derivar derivando derive-o derive-a derive-os derive-as derive-lhe derive-lhes derive-me derive-nos depure depura depurem depurar depurando depure-o depure-a depure-os depure-as depure-lhe depure-lhes depure-me depure-nos diagnostique diagnosticar analise analisa analisem analisar analisando analise-o analise-a analise-os analise-as analise-lhe analise-lhes analise-me analise-nos compare compara comparem comparar comparando compare-o compare-a compare-os compare-as compare-lhe compare-lhes compare-me compare-nos avalie avalia avaliem avaliar avaliando avalie-o avalie-a avalie-os avalie-as avalie-lhe avalie-lhes avalie-me avalie-nos decida decide decidam decidir decidindo decida-o decida-a decida-os decida-as decida-lhe decida-lhes decida-me decida-nos determine determina determinem determinar determinando determine-o determine-a determine-os determine-as determine-lhe determine-lhes determine-me determine-nos planeje planeja planejem planejar planejando planeje-o planeje-a planeje-os planeje-as planeje-lhe planeje-lhes planeje-me planeje-nos estime estima estimem estimar estimando estime-o estime-a estime-os estime-as estime-lhe estime-lhes estime-me estime-nos otimize otimiza otimizem otimizar otimizando otimize-o otimize-a otimize-os otimize-as otimize-lhe otimize-lhes otimize-me otimize-nos recomende recomenda recomendem recomendar recomendando recomende-o recomende-a recomende-os recomende-as recomende-lhe recomende-lhes recomende-me recomende-nos escolha escolher por que porque deveria devo classifique classifica classifiquem classificar classificando classifique-o classifique-a classifique-os classifique-as classifique-lhe classifique-lhes classifique-me classifique-nos ranqueie justifique",
		"example":  "classifique classifica classifiquem classificar classificando classifique-o classifique-a classifique-os classifique-as classifique-lhe classifique-lhes classifique-me classifique-nos categorize categoriza categorizem categorizar categorizando categorize-o categorize-a categorize-os categorize-as categorize-lhe categorize-lhes categorize-me categorize-nos rotule rotula rotulem rotular rotulando rotule-o rotule-a rotule-os rotule-as rotule-lhe rotule-lhes rotule-me rotule-nos extraia extrair converta converter transforme transforma transformem transformar transformando transforme-o transforme-a transforme-os transforme-as transforme-lhe transforme-lhes transforme-me transforme-nos formate formata formatem formatar formatando formate-o formate-a formate-os formate-as formate-lhe formate-lhes formate-me formate-nos reescreva reescreve reescrevam reescrever reescrevendo reescreva-o reescreva-a reescreva-os reescreva-as reescreva-lhe reescreva-lhes reescreva-me reescreva-nos parafrasee parafrasea parafraseem parafrasear parafraseando parafrasee-o parafrasee-a parafrasee-os parafrasee-as parafrasee-lhe parafrasee-lhes parafrasee-me parafrasee-nos reformule reformula reformulem reformular reformulando reformule-o reformule-a reformule-os reformule-as reformule-lhe reformule-lhes reformule-me reformule-nos gere gerar escreva escreve escrevam escrever escrevendo escreva-o escreva-a escreva-os escreva-as escreva-lhe escreva-lhes escreva-me escreva-nos redija crie cria criem criar criando crie-o crie-a crie-os crie-as crie-lhe crie-lhes crie-me crie-nos traduza traduzir resuma resume resumam resumir resumindo resuma-o resuma-a resuma-os resuma-as resuma-lhe resuma-lhes resuma-me resuma-nos tweet post publicação legenda slogan título títulos manchete nome nomes ideias perguntas",
		"debug":    "depure depura depurem depurar depurando depure-o depure-a depure-os depure-as depure-lhe depure-lhes depure-me depure-nos diagnostique conserte conserta consertem consertar consertando conserte-o conserte-a conserte-os conserte-as conserte-lhe conserte-lhes conserte-me conserte-nos corrija corrigir erro erros falha falhas travamento trava bug",
		"compare":  "compare compara comparem comparar comparando compare-o compare-a compare-os compare-as compare-lhe compare-lhes compare-me compare-nos avalie avalia avaliem avaliar avaliando avalie-o avalie-a avalie-os avalie-as avalie-lhe avalie-lhes avalie-me avalie-nos escolha escolher decida decide decidam decidir decidindo decida-o decida-a decida-os decida-as decida-lhe decida-lhes decida-me decida-nos recomende recomenda recomendem recomendar recomendando recomende-o recomende-a recomende-os recomende-as recomende-lhe recomende-lhes recomende-me recomende-nos ranqueie versus vs",
		"compute":  "resolva resolve resolver calcule calcula calculem calcular calculando calcule-o calcule-a calcule-os calcule-as calcule-lhe calcule-lhes calcule-me calcule-nos compute computa computem computar computando compute-o compute-a compute-os compute-as compute-lhe compute-lhes compute-me compute-nos prove prova provem provar provando prove-o prove-a prove-os prove-as prove-lhe prove-lhes prove-me prove-nos demonstre demonstra demonstrem demonstrar demonstrando demonstre-o demonstre-a demonstre-os demonstre-as demonstre-lhe demonstre-lhes demonstre-me demonstre-nos derive deriva derivem derivar derivando derive-o derive-a derive-os derive-as derive-lhe derive-lhes derive-me derive-nos estime estima estimem estimar estimando estime-o estime-a estime-os estime-as estime-lhe estime-lhes estime-me estime-nos equação equações",
		"classify": "classifique classifica classifiquem classificar classificando classifique-o classifique-a classifique-os classifique-as classifique-lhe classifique-lhes classifique-me classifique-nos categorize categoriza categorizem categorizar categorizando categorize-o categorize-a categorize-os categorize-as categorize-lhe categorize-lhes categorize-me categorize-nos rotule rotula rotulem rotular rotulando rotule-o rotule-a rotule-os rotule-as rotule-lhe rotule-lhes rotule-me rotule-nos etiquete etiqueta etiquetem etiquetar etiquetando etiquete-o etiquete-a etiquete-os etiquete-as etiquete-lhe etiquete-lhes etiquete-me etiquete-nos",
		"plan":     "planeje planeja planejem planejar planejando planeje-o planeje-a planeje-os planeje-as planeje-lhe planeje-lhes planeje-me planeje-nos otimize otimiza otimizem otimizar otimizando otimize-o otimize-a otimize-os otimize-as otimize-lhe otimize-lhes otimize-me otimize-nos projete projeta projetem projetar projetando projete-o projete-a projete-os projete-as projete-lhe projete-lhes projete-me projete-nos organize organiza organizem organizar organizando organize-o organize-a organize-os organize-as organize-lhe organize-lhes organize-me organize-nos cronograma",
	},
	domains: []domain{
		{"jejum ensaio ensaios clínico clínica clínicos randomizado randomizados metanálise meta-análise coorte placebo", "um pesquisador clínico que avalia evidências de ensaios"},
		{"dieta nutrição calorias proteína proteínas refeição refeições vitamina vitaminas nutricional", "um nutricionista"},
		{"sintoma sintomas doença diagnóstico medicamento medicamentos remédio médico médica paciente pacientes saúde", "um médico"},
		{"contrato aluguel locação cláusula responsabilidade jurídico jurídica lei direito advogado inquilino locador lgpd tribunal processo", "um advogado especializado nessa área do direito"},
		{"imposto impostos irpf receita dedução deduções contador contabilidade declaração", "um contador especializado em impostos"},
		{"bitcoin ethereum cripto criptomoeda criptomoedas token blockchain defi nft carteira wallet solana stablecoin", "um analista do mercado de criptomoedas"},
		{"investir investimento investimentos ação ações título títulos carteira orçamento finanças financeiro financeira receita empréstimo financiamento hipoteca", "um analista financeiro"},
		{"sql consulta banco tabela tabelas postgres mysql sqlite", "um engenheiro de banco de dados"},
		{"python javascript typescript java golang rust c++ ruby php kotlin swift bash shell", "um engenheiro de software sênior"},
		{"código função bug depurar api script programa algoritmo regex git docker kubernetes backend frontend", "um engenheiro de software sênior"},
		{"dados conjunto csv planilha estatística estatísticas regressão métricas dashboard painel", "um analista de dados"},
		{"equação integral derivada álgebra geometria probabilidade cálculo teorema prova matemática", "um professor de matemática"},
		{"física química biologia fotossíntese célula molécula quântica clima ecossistema evolução", "um professor de ciências"},
		{"história guerra império século revolução antigo antiga medieval histórico histórica", "um historiador"},
		{"marketing campanha marca seo publicidade anúncio anúncios lançamento clientes vendas promoção desconto newsletter", "um redator publicitário de marketing"},
		{"currículo cv entrevista carreira contratação recrutador", "um coach de carreira"},
		{"aula alunos estudantes ementa currículo sala ensinar ensino quiz", "um professor"},
		{"receita cozinhar cozinha assar ingredientes prato", "um chef de cozinha"},
		{"viagem viagens roteiro itinerário férias hotel voo", "um planejador de viagens"},
		{"treino exercício exercícios fitness corrida maratona academia", "um personal trainer certificado"},
		{"poema poesia haicai soneto limerique verso versos rima", "um poeta"},
		{"conto romance ficção personagem enredo roteiro", "um escritor de ficção"},
		{"blog post artigo ensaio newsletter texto manchete tweet linkedin", "um editor"},
	},
	text: map[string]string{
		"report.score":                      "Pontuação do prompt",
		"report.grade":                      "nota",
		"report.percentile":                 "percentil",
		"report.fixes":                      "Principais correções",
		"report.evidence":                   "Evidências",
		"report.missing":                    "falta:",
		"band.absent":                       "ausente",
		"band.bare":                         "genérico",
		"band.specific":                     "específico",
		"band.thorough":                     "completo",
		"evidence.read":                     "%s, lido em %s",
		"report.nofixes":                    "Nenhuma correção necessária: cada dimensão de que esta tarefa precisa está coberta.",
		"warn.percentile_english_reference": "O percentil compara este prompt com o corpus de referência, que está em inglês.",
		"role.code":                         "um engenheiro de software",
		"role.query":                        "um engenheiro de banco de dados",
		"role.post":                         "um redator de redes sociais",
		"role.email":                        "um redator",
		"role.summary":                      "um analista",
		"role.article":                      "um jornalista",
		"role.haiku":                        "um poeta",
		"role.poem":                         "um poeta",
		"role.story":                        "um escritor de ficção",
		"role.plan":                         "um planejador",
		"role.recipe":                       "um chef de cozinha",
		"role.lesson":                       "um professor",
		"role.translation":                  "um tradutor",
		"role.resume":                       "um recrutador",
		"role.proposal":                     "um consultor",
		"role.unknown":                      "um [especialista de que esta tarefa precisa] que [faz o quê, para quem]",
		"role.youare":                       "Você é %s.",
		"audience.content":                  "compradores de primeira viagem que conhecem a marca, mas não o produto",
		"audience.research":                 "formuladores de políticas públicas que precisam das evidências, não do jargão",
		"audience.crypto":                   "investidores de varejo que estão começando com dados on-chain",
		"audience.developer":                "um desenvolvedor júnior da minha equipe que conhece o básico",
		"audience.students":                 "alunos do 8º ano que estão vendo o assunto pela primeira vez",
		"audience.lay":                      "adultos sem formação na área da saúde",
		"audience.customers":                "clientes que já compraram conosco",
		"audience.investors":                "leitores que nunca compraram uma ação nem uma criptomoeda",
		"audience.default":                  "[quem vai ler], que já sabe [o quê]",
		"audience.for":                      "para %s",
		"constraint.default":                "trate apenas [o que importa] e diga se não tiver certeza",
		"constraint.code":                   "use apenas a biblioteca padrão e trate entradas vazias",
		"constraint.query":                  "use apenas a biblioteca padrão e trate entradas vazias",
		"constraint.post":                   "mencione o nome do produto uma única vez e evite hashtags",
		"constraint.email":                  "termine com um único pedido claro",
		"constraint.summary":                "mantenha cada número exatamente como está na fonte",
		"constraint.article":                "indique uma fonte para cada número",
		"constraint.haiku":                  "construa-o em torno de uma única imagem concreta e evite a palavra \"folhas\"",
		"constraint.poem":                   "termine com uma imagem, não com uma moral",
		"constraint.story":                  "termine com uma imagem, não com uma moral",
		"constraint.plan":                   "respeite um orçamento de [valor] e deixe uma tarde livre",
		"lengthand.email":                   "use menos de 150 palavras e %s",
		"lengthand.article":                 "use menos de 800 palavras e %s",
		"lengthand.poem":                    "use menos de 300 palavras e %s",
		"lengthand.story":                   "use menos de 300 palavras e %s",
		"length.post":                       "menos de 280 caracteres",
		"length.email":                      "menos de 150 palavras",
		"length.summary":                    "de 3 a 5 frases",
		"length.article":                    "cerca de 800 palavras",
		"length.code":                       "uma função com menos de 40 linhas",
		"length.query":                      "uma função com menos de 40 linhas",
		"length.default":                    "menos de 200 palavras",
		"shape.answeronly":                  "só a resposta, em uma linha, sem nada antes ou depois",
		"shape.list":                        "uma lista numerada, um item por linha",
		"shape.prose":                       "parágrafos corridos, e quantos",
		"shape.haiku":                       "só o poema, com um título e sem comentários",
		"shape.poem":                        "só o poema, com um título e sem comentários",
		"shape.story":                       "só o texto, com um título e sem comentários",
		"shape.code":                        "um único bloco de código, seguido de três tópicos sobre como ele funciona",
		"shape.query":                       "a consulta em um bloco de código, seguida de uma frase sobre o que ela faz",
		"shape.email":                       "uma linha de assunto, depois o corpo, depois uma despedida de uma linha",
		"shape.comparison":                  "uma tabela com uma linha por opção e colunas para custo, risco e adequação",
		"shape.post":                        "só o texto, sem preâmbulo",
		"shape.article":                     "um título, três seções com subtítulos e um resumo de duas linhas",
		"shape.plan":                        "uma tabela com uma linha por dia e colunas para horário, atividade e custo",
		"shape.reasons":                     "a resposta em uma frase, depois os motivos em tópicos",
		"shape.default":                     "três parágrafos curtos, com um resumo de uma linha no início",
		"steps.debug":                       "Primeiro reproduza a falha e leia o erro, depois liste as causas prováveis e teste a mais provável, então confirme a correção",
		"steps.compare":                     "Primeiro liste os critérios que importam aqui, depois avalie cada opção com base neles, então recomende uma e explique por quê",
		"steps.compute":                     "Primeiro liste o que o problema fornece, depois resolva cada parte em ordem, então confira o resultado antes de responder",
		"steps.classify":                    "Primeiro anote as pistas do texto, depois compare-as com a definição de cada rótulo, então dê o rótulo",
		"steps.plan":                        "Primeiro divida o objetivo em partes, depois trabalhe cada uma delas, então confira o plano em relação ao objetivo",
		"steps.default":                     "Primeiro descubra o que a pergunta exige, depois raciocine em ordem, então confira sua resposta",
		"task.email":                        "Escreva um e-mail de 120 palavras pedindo ao fornecedor que confirme a nova data de entrega.",
		"task.code":                         "Escreva uma função em Python que retorne a mediana de uma lista de números.",
		"task.query":                        "Escreva uma função em Python que retorne a mediana de uma lista de números.",
		"task.post":                         "Escreva três títulos com menos de 60 caracteres para o anúncio do lançamento.",
		"task.default":                      "Resuma o relatório abaixo em cinco tópicos.",
		"example.io":                        "Entrada: ... Saída: ...",
		"quantity.example":                  "opções",
		"placeholder.audience":              "Público: [quem vai ler isto e o que já sabe]",
		"placeholder.purpose":               "Objetivo: [para que serve a resposta]",
		"placeholder.requirements":          "Requisitos: [o que a resposta deve incluir ou evitar%s]",
		"placeholder.length":                "; um tamanho como %s",
		"placeholder.format":                "Formato de saída: [por exemplo, %s]",
		"placeholder.role":                  "Papel: [a especialidade de que a resposta precisa, p. ex. %s]",
		"placeholder.anyrole":               "um especialista na área da tarefa, e o que ele faz e para quem",
		"placeholder.example":               "Exemplo: [uma entrada e a saída que você quer para ela]",
		"change.asked":                      "Pedimos \"%s\" como campo a preencher; ele não vale pontos até ser preenchido.",
		"change.input":                      "A entrada colada foi colocada entre tags <input>, separada das instruções.",
		"ignored.material":                  "%d trecho(s) colado(s) ou citado(s)",
		"ignored.repeats":                   "%d frase(s) repetida(s)",
		"ignored.gimmicks":                  "%d gorjeta(s), ameaça(s) ou truque(s)",
		"evidence.more":                     "mais",
		"fix.clarity.task":                  "Formule a tarefa como uma única instrução: comece com um verbo que diga o trabalho, p. ex. %q.",
		"fix.clarity.object":                "Diga sobre o que a instrução age: o texto, os dados ou o tema com que ela trabalha.",
		"fix.clarity.direct":                "Peça diretamente: tire %q e comece pelo verbo.",
		"fix.clarity.delimiters":            "Coloque entre aspas ou tags os termos exatos ou a entrada da tarefa, para que o modelo os distinga da instrução.",
		"fix.clarity.sections":              "Separe a entrada da instrução: coloque-a depois de um rótulo ou dentro de tags, p. ex. <text>...</text>.",
		"fix.clarity.negative":              "Diga o que fazer em vez do que não fazer: reescreva %q como uma instrução positiva.",
		"fix.clarity.vague":                 "Troque %q pelo trabalho em si: explicar, listar, comparar, redigir...",
		"fix.clarity.filler":                "Tire %q: não acrescenta nada que o modelo possa usar.",
		"fix.specificity.detail":            "Acrescente os detalhes que só você conhece: qual exatamente, para quem, quanto, até quando, em que contexto.",
		"fix.specificity.pinned":            "Defina o que decide a resposta: qual exatamente, quantos, em que período, por qual critério, com qual orçamento.",
		"fix.specificity.focus":             "Diga qual parte importa mais, p. ex. \"com foco nos custos, não nos recursos\".",
		"fix.specificity.quantity":          "Diga quantos ou quanto você quer, p. ex. \"três %s\".",
		"fix.specificity.open":              "Diga quantos e por qual critério, em vez de \"alguns\" ou \"umas\".",
		"fix.specificity.vague":             "Troque %q pelo que você quer dizer de fato.",
		"fix.context.audience":              "Diga para quem é a resposta e o que esse público já sabe, p. ex. %q.",
		"fix.context.situation":             "Descreva sua situação em uma frase: quem você é, no que está trabalhando, o que já tentou.",
		"fix.context.purpose":               "Diga para que serve a resposta, p. ex. \"para que eu possa...\", e como seria um bom resultado.",
		"fix.context.reference":             "Cole o material a ser trabalhado depois de um rótulo ou entre tags, e faça referência a ele (\"o texto abaixo\").",
		"fix.constraints.stated":            "Indique um requisito que a resposta deve cumprir, p. ex. %q.",
		"fix.constraints.specific":          "Torne os requisitos específicos desta tarefa: o que incluir, o que deixar de fora, quais limites valem.",
		"fix.constraints.length":            "Dê um tamanho mensurável, p. ex. %q.",
		"fix.constraints.scope":             "Diga o que a resposta deve incluir ou deixar de fora, nomeando isso.",
		"fix.constraints.fallback":          "Diga o que fazer quando a resposta for desconhecida ou a entrada for incomum, p. ex. \"Se o texto não tiver datas, responda 'nenhuma'.\"",
		"fix.constraints.style":             "Nomeie o tom ou o registro, p. ex. \"simples e simpático, sem jargão\".",
		"fix.output_format.stated":          "Diga como a resposta deve ser, p. ex. %q.",
		"fix.output_format.shape":           "Nomeie a forma da resposta, p. ex. %q.",
		"fix.output_format.specific":        "Detalhe as partes da resposta para esta tarefa: quais campos ou seções, em que ordem, quantos.",
		"fix.output_format.deliverable":     "Diga o que você quer receber: um e-mail, uma tabela, uma função em Python...",
		"fix.role_definition.stated":        "Acrescente um papel ligado a esta tarefa: %q.",
		"fix.role_definition.domain":        "Nomeie a área do papel: %q.",
		"fix.role_definition.task":          "Ligue o papel à tarefa: diga o que esse papel faz aqui e para quem.",
		"fix.role_definition.setting":       "Diga onde o papel atua ou a quem atende.",
		"fix.examples.given":                "Mostre um exemplo da tarefa: uma entrada e a saída que você quer para ela, p. ex. <example>%s</example>.",
		"fix.examples.content":              "Faça do exemplo um caso real desta tarefa, com entrada e saída de verdade.",
		"fix.examples.several":              "Acrescente um segundo exemplo, diferente, para que o modelo não copie o primeiro.",
		"fix.examples.labelled":             "Coloque o exemplo entre tags <example> ou rotule a entrada e a saída.",
		"fix.cot_structure.stated":          "Peça o raciocínio antes da resposta: %q.",
		"fix.cot_structure.steps":           "Descreva as etapas do trabalho em ordem, p. ex. %q.",
		"fix.cot_structure.specific":        "Torne as etapas específicas deste problema: diga o que verificar ou calcular primeiro.",
		"fix.research.sources":              "Peça fontes: \"cite uma fonte revisada por pares para cada afirmação\".",
		"fix.research.period":               "Delimite o período, p. ex. \"estudos publicados desde 2020\".",
		"fix.crypto.asset":                  "Nomeie o ativo e a rede, p. ex. \"ETH na mainnet do Ethereum\".",
		"fix.crypto.period":                 "Dê o período, p. ex. \"nos últimos 30 dias\".",
		"fix.crypto.risk":                   "Peça os riscos: \"aponte os principais riscos; isto não é recomendação financeira\".",
		"fix.content.platform":              "Nomeie o canal: blog, LinkedIn, newsletter, X...",
		"fix.content.tone":                  "Defina a voz: \"calorosa e simples, em segunda pessoa\".",
		"fix.content.length":                "Defina o tamanho, p. ex. \"cerca de 300 palavras\".",
		"fix.content.cta":                   "Diga o que o leitor deve fazer em seguida: uma chamada para ação.",
		"earns.clarity.task":                "uma instrução ou pergunta explícita",
		"earns.clarity.object":              "a instrução nomeia sobre o que age: uma palavra de conteúdo ou um {campo} depois do verbo",
		"earns.clarity.direct":              "o pedido é feito diretamente, não de forma hesitante ou cerimoniosa",
		"earns.clarity.delimiters":          "aspas ou tags marcam termos-chave ou dados",
		"earns.clarity.sections":            "o prompt está dividido em partes: títulos, rótulos, tags, blocos de código ou um trecho citado",
		"earns.clarity.questions":           "convida a fazer perguntas de esclarecimento antes da resposta",
		"earns.clarity.negative":            "instruções formuladas como o que não fazer; 2 para uma pergunta negativa",
		"earns.clarity.vague":               "um verbo vago (\"fale sobre\", \"ajude com\") ou uma referência a nada",
		"earns.clarity.filler":              "cumprimentos e conversa em volta do pedido",
		"earns.specificity.detail":          "os detalhes próprios da tarefa: as palavras específicas da instrução e os fatos que ela dá; palavras genéricas e repetições não contam",
		"earns.specificity.pinned":          "o que a tarefa fixa e que decide a resposta, cada tipo uma vez: qual (um nome, um termo citado), quantos, que período, por qual critério, dentro de qual limite",
		"earns.specificity.focus":           "restringe o foco (\"com foco em\", \"especificamente\", \"em comparação com\")",
		"earns.specificity.quantity":        "diz quantos ou quanto se quer",
		"earns.specificity.depth":           "pede um nível de detalhe na própria tarefa (\"uma redação detalhada\")",
		"earns.specificity.open":            "deixa a escolha em aberto: \"alguns\", \"umas ideias\", \"algumas dicas\" sem número nem critério",
		"earns.specificity.vague":           "palavras vagas na tarefa (\"algo\", \"coisas\", \"negócio\")",
		"earns.context.audience":            "para quem é a resposta, pelas palavras específicas que nomeiam esse público",
		"earns.context.situation":           "quem pergunta e a sua situação, pelo que cada frase diz de específico",
		"earns.context.purpose":             "para que serve a resposta, pelas palavras específicas que dizem isso",
		"earns.context.reference":           "fornece o material a ser trabalhado e faz referência a ele (conta uma vez)",
		"earns.constraints.stated":          "um requisito é declarado, por mais genérico que seja",
		"earns.constraints.specific":        "requisitos que vinculam esta resposta, pelas suas palavras específicas, números e nomes",
		"earns.constraints.length":          "um tamanho mensurável (\"menos de 100 palavras\", \"uma frase\")",
		"earns.constraints.scope":           "o que incluir ou deixar de fora, nomeando",
		"earns.constraints.fallback":        "o que fazer em caso de dúvida ou num caso extremo",
		"earns.constraints.style":           "um tom, registro ou estilo nomeado",
		"earns.output_format.stated":        "diz como a resposta deve ser",
		"earns.output_format.shape":         "nomeia uma forma concreta: lista, tabela, JSON, seções, tags, bloco de código",
		"earns.output_format.specific":      "as partes da forma para esta tarefa: os seus campos, ordem, quantidades e nomes",
		"earns.output_format.template":      "mostra um modelo, um esqueleto ou tags para preencher",
		"earns.output_format.primer":        "termina dando o início da resposta (\"Resposta:\", \"import\")",
		"earns.output_format.deliverable":   "a tarefa nomeia o que deve ser entregue (redação, e-mail, função...)",
		"earns.role_definition.stated":      "um papel ou persona é dado, por mais genérico que seja",
		"earns.role_definition.domain":      "o papel nomeia uma área ou especialidade (algo além de \"especialista\", \"assistente\")",
		"earns.role_definition.task":        "o papel está ligado a esta tarefa: compartilha as palavras dela ou declara sua função",
		"earns.role_definition.setting":     "onde o papel atua ou a quem atende: nomes, organizações, pessoas",
		"earns.examples.given":              "dá um exemplo da tarefa: uma entrada, uma saída ou ambas",
		"earns.examples.content":            "o que os exemplos mostram desta tarefa",
		"earns.examples.several":            "dois ou mais exemplos",
		"earns.examples.labelled":           "os exemplos são delimitados ou rotulados (tags, Entrada/Saída)",
		"earns.cot_structure.stated":        "pede raciocínio antes da resposta, por mais genérico que seja",
		"earns.cot_structure.steps":         "descreve as etapas do trabalho (numeradas, ou com primeiro/depois)",
		"earns.cot_structure.specific":      "passos que servem a este problema: os seus objetos, verificações e ordem",
		"earns.cot_structure.scratch":       "separa o raciocínio da resposta (tags de pensamento, \"depois dê a resposta\")",
		"earns.cot_structure.verify":        "pede para verificar o resultado",
		"earns.cot_structure.worked":        "os exemplos mostram o raciocínio, não só a resposta",
		"earns.research.sources":            "pesquisa: pede fontes ou citações",
		"earns.research.period":             "pesquisa: delimita o período",
		"earns.crypto.asset":                "cripto: nomeia o ativo, o token ou a rede",
		"earns.crypto.period":               "cripto: dá um período",
		"earns.crypto.risk":                 "cripto: pede riscos e ressalvas",
		"earns.content.platform":            "conteúdo: nomeia o canal (blog, LinkedIn, newsletter)",
		"earns.content.tone":                "conteúdo: define a voz ou o tom",
		"earns.content.length":              "conteúdo: define o tamanho",
		"earns.content.cta":                 "conteúdo: pede uma chamada para ação",
		"earns.ignored":                     "deixado de lado: material colado, repetições, gorjetas, ameaças e enrolação não valem nada",
	},
}
