"""European, Brazilian and Angolan Portuguese in a request (as typed in a Porto pastelaria in London, a Brazilian café in
Newark or an Angolan braiding salon in Lambeth, with English mixed in) read as English before it is planned: "quem vem
buscar encomendas amanhã?" (who is picking up orders tomorrow), "o que tenho esta semana?" (what do I have this week),
"manda email ao Paulo da Lusofood: …" (send an email to Paulo at Lusofood), "lembra-me amanhã de ligar ao técnico" / "me
lembra de pagar a PSE&G sexta" (remind me … to call the technician), "a Fernanda já pagou, põe como pago" (Fernanda has
paid, mark paid), "bota na agenda dentista quarta 3 e meia" (put in the calendar dentist wednesday 3:30), "tira isso da
lista" (take it off the list), "partilha/compartilha a planilha com a Paty" (share the spreadsheet with Paty), "guarda o
contacto da senhora nova dos ovos: …" (save the new egg lady's contact); and as Angola writes it: "quem tem marcacao
quinta?" (who is booked in thursday), "o q e q eu tinha na lista de coisas pra fazer?" (what did I have on my todo list),
"marca a Marcia sabado as 11 pra retwist com a Deolinda, 50 libras" (book Marcia saturday at 11 for retwist with
Deolinda, £50), "manda email a kota Filomena a lembrar q …" (send an email to Filomena reminding her that …).

Only a request with at least two words only Portuguese has (either spelling, with or without its accents, or any word
with ã or õ) is read so; a phrase Spanish and Italian say otherwise counts as one such word: a weekday said as a day
("sexta", "quarta 3 e meia", never "la sexta"), "3 e meia", "na agenda", "o que …?", "onde é que", "tá no", "tira da",
"sabado as 11", "com a Deolinda". A date said day/month ("26/11") is that day of that month; "às 10h" is 10:00 and "as 2
da tarde" 2pm. Names, numbers, English words and a row dictated after "na planilha de …:" stay as typed."""

from __future__ import annotations

import re

from core.planner import phrasebook

# Words only Portuguese has (no English, Spanish, French or Italian word is spelled so): two of them make a request Portuguese
_OWN = frozenset("""quem tenho temos tem vem vou amanhã amanha hoje hj ontem não nao então entao você voce vc vocês
    obrigada obrigado obg pra pras também tambem tbm ainda depois até já só cá aí né tá tô pá cadê quantos quantas quais qto
    minha minhas meu meus dele dela deles delas ele ela pagou pagaram paguei ligou cancelou mandou pediu passou deixou gastou
    chegou falou faz faz-me diz diz-me lembra lembra-me lembre-me lembrar põe poe põem ponha compartilha partilha
    partilhar compartilhar trabalha trabalhar encomenda encomendas fatura faturas planilha planilhas contato contatos
    ficheiro arquivo telemóvel telemovel endereço endereco dinheiro receber sinal sinais horário manhã manha noite passada
    dessa desse nesta neste nessa nesse numa segunda-feira terça terca terça-feira terca-feira quarta-feira
    quinta-feira sexta-feira janeiro fevereiro março junho julho setembro outubro novembro dezembro fechar fechado fechados
    fechada voltamos coisa coisas alguma algum nenhum nenhuma ninguém alguém muito muita muitos aquela aquele aquilo isso isto
    doente miúdo miudo coitadinho coitada mãe senão senao esqueço esqueco esqueço-me esqueco-me esqueci ajuda devendo devem
    caixa caixas farinha ovos queijo pão açúcar acucar castanha colher cozida graus receita despesas pressão pressao baixa
    senhora senhor inglês português prefeitura saúde saude licença licenca inspeção inspecao mexer atualizar preços precos
    achando chamado escrevo escreve escrever escreva aponta algures perguntam pergunta perguntar pf obrigadão valeu bjs beijos
    meia apaga-me guarda-me marca-me tira-me ralada ao aos às dizer dizendo novo novos fornecedor fornecedores
    orçamento orcamento orçamentos mana kota tudo cabelo senhorio senhoria acho rapariga mostra-me marcacao cabeca cabeça
    lhe quer trazer comprou chamo esqueci coloca vai fiz mudar lixo""".split())
# Phrases only Portuguese says, each counted as one own word: "sexta" said as a day (Spanish and Italian say "la sexta" for
# the sixth), "3 e meia", "na agenda", "o que" opening a question, "onde é que", "qual é", "tá no computador", "tira da lista"
_OWN_PHRASES = re.compile(r"(?i)(?<!\bla\s)(?<!\bel\s)(?<!\buna\s)(?<!\bdella\s)\b(?:segunda|ter[çc]a|quarta|quinta|sexta)\b"
                          r"(?=\s*(?:$|[?!.,]|dia\b|de\s+manh|[àa]\s+tarde|de\s+tarde|[àa]s?\s+\d|\d|de\s+(?:comprar|ligar|pagar|mandar)\b))|\d\s+e\s+meia\b"
                          r"|\bme\s+lembra\b"
                          r"|\b(?:na|da)\s+agenda\b|^\s*o\s+que\b|\bonde\s+[ée]\s+que\b|(?<!\w)é\s+que\b|\bqual\s+é(?!\w)|\btira\s+(?:isso\s+|isto\s+)?d[ao]\b"
                          r"|\bt[áa]\s+(?:pago|no|na|nos|nas|sempre|doente|me)\b|\bd(?:esta|este)\s+(?:semana|m[êe]s|ano)\b"
                          r"|\bs[áa]bado\s+[àa]s\s+\d|\bcom\s+[ao]\s+(?-i:[A-Z])")

_DAY = r"(segunda|ter[çc]a|quarta|quinta|sexta|s[áa]bado|domingo)(?:-feira)?"
_DAYS = {"segunda": "monday", "terça": "tuesday", "terca": "tuesday", "quarta": "wednesday", "quinta": "thursday",
         "sexta": "friday", "sábado": "saturday", "sabado": "saturday", "domingo": "sunday"}
_MONTHS = dict(zip("janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
                   phrasebook.MONTH_NAMES, strict=True)) | {"marco": "March"}
_MONTH = "(" + "|".join(m for m in _MONTHS if m != "marco") + "|mar[çc]o(?=\\s*(?:$|[,.]|\\d)))"
_NAME = r"(?-i:[A-Z][\w&'-])[\w'&-]*(?:\s+(?-i:[A-Z])[\w'&-]*)?"  # "Paulo", "Sarah Whitfield", "PSE&G" (never "I")
_BOOKED = {"reun": "a meeting", "cons": "an appointment", "marc": "an appointment", "cham": "a call"}
_BILLS = {"luz": "electricity", "ele": "electricity", "águ": "water", "agu": "water", "gás": "gas", "gas": "gas", "tel": "phone"}
_ROLES = {"senhorio": "landlord", "senhoria": "landlady", "contabilista": "accountant", "canalizador": "plumber",
          "eletricista": "electrician", "fornecedor": "supplier", "dentista": "dentist"}  # "qual é o email do senhorio?"
_LADY = {"ovos": "egg", "caixa": "till", "limpeza": "cleaning", "padaria": "bakery"}  # "a menina nova do caixa": the new till girl
_NOUNS = (r"(?:encomenda|pedido|fatura|pagamento|cliente|reserva|lista|planilha|nota|pasta|ficheiro|arquivo|documento|contacto|"
          r"contato|agenda|entrega|sinal|contabilista|t[ée]cnico|fornecedor|reuni[ãa]o|consulta|recibo|or[çc]amento|conta|renda)s?\b")
_CAP = r"(?=(?-i:[A-Z][\w&'-]))"  # a name next
_WHO = r"(?:(?:ao|à|a|o|pro|pra|para\s+[oa])\s+)?(?P<who>" + _NAME + ")"
# a dish named with "de" ("bolo de bolacha", "pão de queijo", "pastéis de nata") keeps its "de" as typed
_DISH = "".join(rf"(?<!\b{w}\s)" for w in "bolo bolos pão pao bolas pastel pasteis pastéis tarte torta doce massa".split())


def _day(m: re.Match) -> str:
    """A weekday as English says it: "sábado" → saturday."""
    return _DAYS[m.group(m.lastindex or 1).lower()]


def _nth(day: str) -> str:
    """A day of the month said "dia 3": the 3rd."""
    n = int(day)
    return f"the {n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


_PHRASES: phrasebook.Phrases = [
    # Brazilian ways of asking (a Cambridge cleaning company's): "sabado tenho alguma coisa?", "coloca job Dr Harding quinta 10h",
    # "cancelou sexta, tira ela", "pediu pra mudar amanha pra 2 da tarde, muda la", "quanto fiz semana passada", "como tira mancha …"
    (r"(?i)\b(?:eu\s+)?tenho\s+alguma\s+coisa\b(?!\s+marcad)", "do I have anything"), (r"(?i)^\s*coloca\s+(?:um\s+)?job\b", "new job"),
    (r"(?i)\btira\s+(ela|ele)\b(?!\s+d[ao]\b)", lambda m: f"take {'her' if m.group(1).lower() == 'ela' else 'him'} off"),
    (r"(?i)\bpediu\s+(?:pra|para)\s+mudar\b", "wants to move it"), (r"(?i)\b(?:pra|para|[àa]s?)\s+(\d{1,2})\s+da\s+tarde\b", r"to \1pm"),
    (r"(?i)[,.]?\s*\bmuda\s+l[áa]\b", ", change it"), (r"(?i)\bquanto\s+(?:eu\s+)?fiz\b", "how much did I make"),
    (r"(?i)\bcomo\s+(?:eu\s+)?tir[oa]\s+(?:uma\s+)?mancha\b", "how do I get the stain out"), (r"(?i)\bem\s+algum\s+lugar\b", "somewhere"),
    # what only greets or thanks: "então pá,", "amiga me ajuda,", "obrigada, Fatima" stays signed; "coitadinho" says nothing to do
    (r"(?i)^\s*(?:(?:ent[ãa]o|olha|oi|ol[áa]|bom\s+dia|boa\s+tarde|amiga|amigo|p[áa]|me\s+ajuda|ajuda\s+aqui)\s*[,!:]?\s+)+", ""),
    (r"(?i)[,\s]*\b(?:coitadinh[oa]|coitad[oa]|por\s+favor|se\s+faz\s+favor|pf|pfv|sff|bjs|beijos?|valeu|obg)\b[.!]*", " "),
    (r"(?i)[,.\s]*\bobrigad[ao]\b[.!]*(?=\s*$)", ""), (r"(?i)\bobrigad[ao]\b[!]*", "thanks"),
    (r"(?i)[,.\s]*\bsen[ãa]o\s+esque[çc]o(?:-me)?\b", ""), (r"(?i)\s*\bp[áa]\b(?=\s*[,:!]|\s)", ""),
    # Angolan: "mana" (sis) and "graças a deus" say nothing to do; "a kota Filomena" (an elder, said with respect) is Filomena
    (r"(?i)[,\s]*\b(?:mana|gra[çc]as\s+a\s+deus)\b[.!]*", ""), (r"(?i)\bkota\s+" + _CAP, ""),
    (r"(?i)[,.\s]*\bsen[ãa]o\s+n[ãa]o\s+d[áa]\b", ""),  # "senão não dá": or else it won't do
    (r"(?i)^\s*chegou\s+(?:a|o)\s+((?-i:[a-z])\w+(?:\s+d[ao]\s+\w+)?)", r"the \1 arrived"),  # "chegou a encomenda da Sally"
    (r"(?i)\b(?:pro|pra|para\s+o)\s+natal\b", "for Christmas"), (r"(?i)\bligar\s+(?:pra|para|a)\s+(ela|ele)\b",
                                                                   lambda m: "call " + ("her" if m.group(1).lower() == "ela" else "him")),
    # whom, with a title: "o senhor Silva" (Mr Silva), "a dona Rosa", "a sra. Costa" (Mrs …); "o Paulo da Lusofood" (at)
    (r"(?i)\b(?:o\s+)?(?:senhor|sr\.?|seu)\s+" + _CAP, "Mr "), (r"(?i)\b(?:a\s+)?(?:senhora|sra\.?|dona|d\.)\s+" + _CAP, "Mrs "),
    (r"(?i)\b(?P<who>" + _NAME + r")\s+d[ao]\s+" + _CAP, r"\g<who> at "),
    # dates: "26/11", "24 de dezembro", "de 24 de dezembro a 2 de janeiro", "sábado dia 28", "p dia 12 dezembro"
    phrasebook.DAY_MONTH,
    (r"(?i)\b(\d{1,2})\s+(?:de\s+)?" + _MONTH + r"\b", lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}"),
    (r"(?i)\b(?:p|pra|para|pro)\s+(?:o\s+)?dia\s+(?=\d)", "for "), (r"(?i)\b(?:no\s+)?dia\s+(?=\d{1,2}\s+(?-i:[A-Z]))", "on "),
    (r"(?i)\b(?:desde\s+)?(?:de|do\s+dia|dia|from)\s+(\d{1,2}(?:\s+(?-i:[A-Z])\w+)?)\s+(?:a|at[ée]|ao\s+dia|ao)\s+(\d{1,2}\s+(?-i:[A-Z])\w+)",
     r"from \1 to \2"),
    (r"(?i)\b(?:no\s+|o\s+)?dia\s+(\d{1,2})\b(?!\s*(?:de\s+)?(?-i:[A-Z]))", lambda m: _nth(m.group(1))),
    # times: "às 10h", "15h30", "as 2 da tarde", "3 e meia", "às 9 da manhã"; a price "a 1.20 cada" is 1.20 each
    (r"(?i)\b(\d{1,2})h(\d\d)\b", r"\1:\2"), (r"(?i)\b(\d{1,2})\s*h\b", r"\1:00"), (r"(?i)\b(\d{1,2})\s+e\s+meia\b", r"\1:30"),
    (r"(?i)\ba\s+([$£€]?\d+[.,]\d\d)\s+cada\b", r"for \1 each"),
    (r"(?i)(?:\b|(?<=\s))(?:[àa]s|a)\s+(\d{1,2}(?::\d\d)?)\s+da\s+(?:tarde|noite)\b", r"at \1pm"),
    (r"(?i)(?:\b|(?<=\s))(?:[àa]s|a)\s+(\d{1,2}(?::\d\d)?)\s+da\s+manh[ãa]\b", r"at \1am"),
    (r"(?i)(?:(?<=\s)|^)(?:[àa]s|[àa]|por\s+volta\s+das)\s+(?=\d{1,2}(?::\d\d)?(?![\d.,]))", "at "),
    # today, tomorrow, the weeks: "amanhã de tarde", "desta semana", "semana passada", "semana que vem"
    (r"(?i)\bde\s+(?=(?:amanh[ãa]|hoje|hj|ontem)\b)", "for "),  # "as encomendas de amanhã": the orders for tomorrow
    (r"(?i)\b(?:amanh[ãa]|amanha)\s+(?:de|à|a|pela)\s+(manh[ãa]|tarde|noite)\b",
     lambda m: "tomorrow " + {"t": "afternoon", "n": "evening"}.get(m.group(1)[0].lower(), "morning")),
    (r"(?i)\b(?:hoje|hj)\s+(?:à|a|de)\s+noite\b", "tonight"), (r"(?i)\bamanh[ãa]\b", "tomorrow"),
    (r"(?i)\b(?:hoje|hj)\b", "today"), (r"(?i)\bontem\b", "yesterday"),
    (r"(?i)\b(?:(?:das|dos)\s+(\w+)\s+)?(?:d|n)(?:esta|essa)\s+semana\b", lambda m: f"from this week's {m.group(1)}" if m.group(1) else "this week"),
    (r"(?i)\b(?:esta|essa)\s+semana\b", "this week"), (r"(?i)\b(?:na\s+|da\s+)?semana\s+passada\b", "last week"),
    (r"(?i)\b(?:na\s+|da\s+)?(?:semana\s+que\s+vem|pr[óo]xima\s+semana)\b", "next week"),
    (r"(?i)\b(?:d|n)?(?:este|esse)\s+m[êe]s\b", "this month"), (r"(?i)\b(?:no\s+)?m[êe]s\s+passado\b", "last month"),
    (r"(?i)\b(?:d|n)?(?:este|esse)\s+ano\b", "this year"),
    (r"(?i)\b(?:de|desde)\s+" + _DAY + r"\s+(?:para|pra|pro|até|ate)\s+(?:a\s+|o\s+)?" + _DAY + r"\b",
     lambda m: f"from {_DAYS[m.group(1).lower()]} to {_DAYS[m.group(2).lower()]}"),
    (r"(?i)\b(?:pra|p|para)\s+(?:a\s+|o\s+)?" + _DAY + r"\b", lambda m: "for " + _day(m)),
    (r"(?i)\bat[ée]\s+(?:a\s+|o\s+)?" + _DAY + r"\b", lambda m: "by " + _day(m)),
    (r"(?i)\b(?:n[oa]|d[oa])\s+" + _DAY + r"\b", lambda m: _day(m)), (r"(?i)\bde\s+" + _DAY + r"\b", lambda m: "on " + _day(m)), (r"(?i)\b" + _DAY + r"\b", _day),
    (r"(?i)\b(?:de|pela)\s+manh[ãa]\b", "morning"), (r"(?i)\b(?:de|à|a|pela)\s+tarde\b", "afternoon"),
    (r"(?i)\b(?:de|à|a)\s+noite\b", "evening"),
    (r"(?i)\b(?:em|de)\s+" + _MONTH + r"\b", lambda m: "in " + _MONTHS[m.group(1).lower()]),
    (r"(?i)\b" + _MONTH + r"\b", lambda m: _MONTHS[m.group(1).lower()]),
    (r"(?i)\b(?:pra|para|p)\s+(?=(?-i:[a-z])\w+(?:ar|er|ir)\b)", "to "),  # "pra organizar o forno": to organise the oven
    # questions: "quem vem buscar", "quem trabalha", "quem tá me devendo", "o que tenho", "quanto fica", "onde é que eu meti"
    (r"(?i)\bquem\s+tem\s+(?:marca[çc][ãa]o|marcacao|hora\s+marcada|consulta)\b", "who is booked in"),
    # "o q e q eu tinha na lista de coisas pra fazer?" (what did I have on my to-do list?), "q e q lhe digo?" (what do I tell her?)
    (r"(?i)\bn[ao]\s+(?:minha\s+)?lista\s+de\s+(?:coisas\s+)?(?:pra|para|p|a|to)\s+fazer\b|\bn[ao]\s+lista\s+de\s+tarefas\b", "on my todo list"),
    (r"(?i)\b(?:o\s+)?q(?:ue)?\s+[ée]\s+q(?:ue)?\b", "what"), (r"(?i)\b(?:eu\s+)?tinha\b", "did I have"),
    (r"(?i)\b(?:eu\s+)?lhe\s+digo\b", "do I tell her"), (r"(?i)\besqueci(?:-me)?\s+(?:de\s+)?tudo\b", "I forgot everything"),
    (r"(?i)\bacho\s+eu\b|\beu\s+acho(?:\s+q(?:ue)?)?\b", "I think"), (r"(?i)\bse\s+chamo\b", "if I call in"), (r"(?i)\bmais\s+cedo\b", "earlier"),
    (r"(?i)\bqual\s+[ée]\s+o\s+(e-?mail|n[úu]mero|telefone|telem[óo]vel|celular)\s+d[oa]\s+(" + "|".join(_ROLES) + r")\b",
     lambda m: f"what is the {_ROLES[m.group(2).lower()]}'s {'email' if 'mail' in m.group(1).lower() else 'number'}"),
    (r"(?i)\bquem\s+vem\s+buscar\b", "who is picking up"), (r"(?i)\bquem\s+ainda\s+me\s+deve(?:m)?\b", "who still owes me"),
    (r"(?i)\btoda\s+a\s+gente\b|\btodo\s+(?:o\s+)?mundo\b", "everyone"), (r"(?i)\b(?:d|n)?[ao]s\s+semanas\s+passadas\b", "from the past weeks"),
    (r"(?i)\bquem\s+(?:trabalha|est[áa]\s+a\s+trabalhar|t[áa]\s+trabalhando)\b", "who is working"),
    (r"(?i)\bquem\s+(?:(?:est|t)[áa]\s+(?:me\s+devendo|a\s+dever-me)|me\s+deve)\s*(?:ainda\b)?", "who still owes me"),
    (r"(?i)\bquem\s+(?:ainda\s+)?n[ãa]o\s+(?:me\s+)?pagou(?:\s+ainda)?\b", "who still hasn't paid"), (r"(?i)\bquem\b", "who"),
    (r"(?i)(?:^|(?<=[.?!]\s))\s*(?:e\s+)?o\s+que\s+(?:eu\s+)?tenho\b", "what do I have"),
    (r"(?i)(?:^|(?<=[.?!]\s))\s*(?:e\s+)?o\s+que\s+(?:a\s+gente\s+)?tem(?:os)?\b", "what do we have"),
    (r"(?i)\btenho\s+(?:alguma\s+coisa|algo)\s+marcad[oa]\b", "do I have anything on"),
    (r"(?i)\b(\w+\s+)?tem\s+quais\s+(\w+)", r"what \2 are there \1"), (r"(?i)\bquais\s+(?:s[ãa]o\s+)?(?:as|os)\b", "what are the"),
    (r"(?i)\bquanto\s+(?:[ée]\s+que\s+)?(?:a\s+|o\s+)?(?P<who>" + _NAME + r")\s+(?:ainda\s+)?me\s+deve\b", r"how much does \g<who> still owe me"),
    (r"(?i)\b(?:quanto|qto)\s+(?:[ée]\s+que\s+)?fica\s+tudo\b", "how much is it all"),
    (r"(?i)\b(?:quanto|qto)\s+(?:[ée]\s+que\s+)?fica\b", "how much is"),
    (r"(?i)\bquanto\s+dinheiro\s+ainda\s+me\s+falta\s+receber\b", "how much money have I still to collect"),
    (r"(?i)\bquanto\s+(?:ainda\s+)?(?:me\s+)?falta\s+receber\b", "how much is still to collect"),
    (r"(?i)\bquanto\s+(?:a\s+|o\s+)?(?P<who>" + _NAME + r")\s+(?:j[áa]\s+)?gastou\b", r"how much has \g<who> spent"),
    (r"(?i)\bquant[oa]s\s+(\w+)\s+(?:eu\s+)?preciso\b", r"how many \1 do I need"),
    (r"(?i)\bquanto\s+(\w+)\s+(?:eu\s+)?preciso\b", r"how much \1 do I need"),
    (r"(?i)\bquant[oa]s\b", "how many"), (r"(?i)\b(?:quanto|qto)\b", "how much"),
    (r"(?i)\bonde\s+(?:[ée]\s+que\s+)?(?:eu\s+)?(?:meti|pus|botei|coloquei|guardei|deixei|salvei)\b", "where did I put"),
    (r"(?i)\bcad[êe]\b", "where is"), (r"(?i)\bonde\s+(?:est[áa]|t[áa]|fica)\b", "where is"), (r"(?i)\bonde\b", "where"),
    (r"(?i)\bqual\s+[ée]\s+o\s+(?:n[úu]mero|telefone|telem[óo]vel|celular)\s+d[oa]\s+(?P<who>" + _NAME + ")", r"what's \g<who>'s number"),
    (r"(?i)\bqual\s+[ée]\s+o\s+e-?mail\s+d[oa]\s+(?P<who>" + _NAME + ")", r"what's \g<who>'s email"),
    (r"(?i)\b(?:a\s+)?que\s+horas\s+(?:[ée]\s+que\s+)?(?:vem|chega)\s+(?:o\s+|a\s+)?(\w+)", r"what time is the \1 coming"),
    (r"(?i)\b(?:a\s+)?que\s+horas\b", "what time"), (r"(?i)\bquais\s+s[ãa]o\b", "what are"), (r"(?i)\bquem\s+(?:vem|chega)\b", "who is coming"),
    (r"(?i)\bcomo\s+(?:[ée]\s+que\s+)?se\s+diz\b", "how do you say"), (r"(?i)\bquando\b", "when"),
    (r"(?i)^\s*(?:a|o)\s+(.+?)\s+j[áa]\s+chegou\b", r"has the \1 come yet"), (r"(?i)\bj[áa]\s+chegou\b", "come yet"), (r"(?i)\b(?:eu\s+)?n[ãa]o\s+(?:encontro|acho|consigo\s+encontrar)\s+nada\b", "I can't find anything"),
    (r"(?i)\b(?:eu\s+)?n[ãa]o\s+(?:encontro|acho|consigo\s+encontrar)\b", "I can't find"),
    (r"(?i)\bn[ãa]o\s+(?:t[ôo]|estou)\s+(?:a\s+)?ach(?:ando|ar)\b", "I can't find it"),
    # what is said to be done: "manda (um) email ao/pro X", "lembra-me de", "me lembra de", "põe na agenda", "põe como pago"
    (r"(?i)\b(?:manda|envia|mande|envie)(?:-lhe)?\s+(?:um\s+)?(?:e-?mail|mail)\s+" + _WHO, r"send an email to \g<who>"),
    (r"(?i)\b(?:manda|envia|mande|envie)\s+(?:um\s+)?(?:e-?mail|mail)\s+(?:ao|à|pro|pra|para\s+[oa])\s+", "send an email to the "),
    (r"(?i)\ba\s+lembrar\s+q(?:ue)?\b|\blembrando\s+q(?:ue)?\b", "reminding her that"),  # "manda email à Filomena a lembrar q …"
    (r"(?i)\btem\s+(?:o|a|os|as)\s+(\w+)\s+d(ela|ele)\b", lambda m: f"{'she has her' if m.group(2).lower() == 'ela' else 'he has his'} {m.group(1)}"),
    (r"(?i)\bv[êe]\s+(?:l[áa]\s+)?(?:o\s+)?q(?:ue)?\b", "see what"), (r"(?i)\b(?:t[áa]|est[áa])\s+(?:a\s+faltar|faltando)\b", "is running low"),
    (r"(?i)\bde\s+l[áa]\b", "from there"), (r"(?i)\b(\d+(?:[.,]\d\d)?)\s+libras\b", r"£\1"),
    (r"(?i)\bmarca\s+(?:a|o)\s+(?=(?-i:[A-Z])\w*(?:\s+(?-i:[A-Z])\w*)?\s+(?!(?:como\s+)?pag))", "book "),  # "marca a Marcia sabado as 11 pra retwist"
    (r"(?i)\bmostra(?:-me)?\s+o\s+q(?:ue)?\s+diz\s+(?:o\s+|a\s+)?(\S+)", r"show me what the file \1 says"), (r"(?i)\bmostra(?:-me)?\b", "show me"),
    (r"(?i)\bn[ao]s\s+documentos\b", "in documents"), (r"(?i)\b(?:a\s+)?(?:nova\s+rapariga|rapariga\s+nova)\b", "the new girl"),
    (r"(?i)\bquer\s+ler\b", "wants to read it"), (r"(?i)\bs[óo]\s+(?:pra|para|to)\s+ver\b", "view only"),
    (r"(?i)\bn[ãa]o\s+(?:pra|para|to)\s+mexer\b", "not editing"), (r"(?i)\bdiz\s+q(?:ue)?\b", "says"),
    (r"(?i)\b(?:a\s+)?cabe[çc]a\s+co[çc]a\b", "her scalp itches"), (r"(?i)\b(?:mt|muito)\b(?=\s+(?:depois|quando|sempre)\b|\s*[,.?!]|\s*$)", "a lot"),
    (r"(?i)\bdepois\s+d[ao]s?\b", "after the"), (r"(?i)\btran[çc]as\b", "braids"),
    (r"(?i)\bat[ée]\s+[àa]\s+cintura\b", "to the waist"), (r"(?i)\bleva\s+(?:umas|uns)\b", "takes about"), (r"(?i)\b(?:eu\s+)?cobro\b", "I charge"),
    (r"(?i)\b(\d+)\s+(?:a|à|por)\s+hora\b", r"\1 an hour"), (r"(?i)\bpacotes\b", "packs"), (r"(?i)(?<!\bas\s)\bhoras\b", "hours"),
    (r"(?i)\b(?:a\s+pedir|pedindo)\s+mais\s+(\d+)\b", r"asking for \1 more"), (r"(?i)(?<!sempre\s)\ba\s+pedir\b|\bpedindo\b", "asking for"),
    (r"(?i)\bescreve\s+(?:um\s+(?:e-?mail|mail)\s+)?" + _WHO, r"email \g<who>"),
    (r"(?i)\bfaz(?:-me)?\s+um\s+rascunho\s+(?:de\s+(?:e-?mail|mail)\s+)?" + _WHO, r"draft an email to \g<who>"),
    (r"(?i)\b(?:lembra-me|me\s+lembra|lembre-me|me\s+lembre)\s+(?P<when>(?:tomorrow|today|this\s+week|next\s+week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
     r"(?:\s+(?:morning|afternoon|evening))?\s+)?(?:de|que)\s+", r"remind me \g<when>to "),
    (r"(?i)\b(?:lembra-me|me\s+lembra|lembre-me|me\s+lembre)\b", "remind me"),
    (r"(?i)\blembra\s+me\s+(?!to\b)", "remind me to "),  # "lembra me pay the rent to Mr Le Cornu friday"
    (r"(?i)\b(?:p[õo]e|coloca|bota|mete|marca)(?:-me)?\s+(?:isso\s+|isto\s+)?(?:n[ao]|na\s+minha)\s+(?:agenda|calend[áa]rio)\b",
     "put in the calendar"),
    (r"(?i)\b(?:p[õo]e|coloca|bota|marca)(?:-me)?\s+(?:como\s+|q(?:ue)?\s+(?:j[áa]\s+)?(?:t[áa]|est[áa])\s+)?pag[ao]\b", "mark paid"),
    (r"(?i)\b(?:p[õo]e|coloca|bota|ativa|liga)\s+(?:aquela\s+|a\s+)?resposta\s+autom[áa]tica\s+(?:n[oa]s?|do)\s+(?:e-?mails?|mail|correio)\b",
     "put the auto reply on my email"),
    (r"(?i)\b(?:p[õo]e|coloca|bota|ativa)\s+(?:aquela\s+|a\s+)?resposta\s+autom[áa]tica\b", "put the auto reply on"),
    (r"(?i)\b(?:a\s+)?(?:dizer|falando)\s+q(?:ue)?\b", "saying"),
    (r"(?i)\bvamos\s+fechar\b|\ba\s+gente\s+vai\s+fechar\b|\bvamos\s+estar\s+fechados\b", "we are closed"),
    (r"(?i)\bestamos\s+fechados\b", "we are closed"), (r"(?i)\b(?:e\s+)?q(?:ue)?\s+(?:abrimos|voltamos|reabrimos)\b", "and we reopen"),
    (r"(?i)\b(?:abrimos|voltamos|reabrimos)\b", "we reopen"), (r"(?i)\bpor\s+causa\s+d[oa]\b", "for"),
    (r"(?i)\b(?:p[õo]e|coloca|bota)\s+(?:a\s+|o\s+)?(?P<who>" + _NAME + r")\s+no\s+lugar\s+d(?:ele|ela)\b", r"put \g<who> in his place"),
    (r"(?i)\b(?:passa|muda|troca)\s+(?:as|os)\s+(\w+)\s+d(?:ele|ela)\s+(?:de\s+|for\s+)?(tomorrow|today|\w+day)\s+(?:pro|pra|para\s+[oa])\s+(?P<who>" + _NAME + ")",
     r"move his \2 \1 to \g<who>"),
    (r"(?i)\b(?:passa|muda|mudar|remarca)\s+(?:isso\s+|isto\s+)?(?:pro|pra|para)\b", "move it to"),
    (r"(?i)\b(?:encomenda|pedido)\s+nov[oa]\b|\bnov[oa]\s+(?:encomenda|pedido)\b", "new order"),
    (r"(?i)\bcliente\s+nov[oa]\b|\bnov[oa]\s+cliente\b", "new customer"), (r"(?i)\breserva\s+nova\b|\bnova\s+reserva\b", "new booking"),
    (r"(?i)\btira\s+(?:isso\s+|isto\s+|ele\s+|ela\s+)?d[ao]\s+(?:minha\s+)?lista\s+de\s+(\w+)\b", r"take it off the \1 list"),
    (r"(?i)\btira\s+(?:isso\s+|isto\s+|ele\s+|ela\s+)?d[ao]\s+(?:minha\s+)?lista\b", "take it off the list"),
    (r"(?i)\b(?:apaga|tira|remove)\s+(?:isso|isto)\s+d[ao]\s+(?:agenda|calend[áa]rio)\b", "delete it from the calendar"),
    (r"(?i)\bj[áa]\s+n[ãa]o\s+vou\s+(?:ao|à|pro|pra)\b", "I'm not going to the"),  # "já não vou ao baby shower": not any more
    (r"(?i)\b(?:apaga|elimina|remove|exclui)\s+(?:isso|isto)\b", "delete it"), (r"(?i)\b(?:apaga|elimina|exclui)\b", "delete"),
    (r"(?i)\b(?:marca|agenda|p[õo]e)(?:-me)?\s+(?:uma\s+)?(reuni[ãa]o|consulta|marca[çc][ãa]o|chamada)\s+com\b",
     lambda m: f"book {_BOOKED[m.group(1)[:4].lower()]} with"),  # "marca uma reunião com o Rui": book a meeting with Rui
    (r"(?i)\b(?:muda|passa|remarca|adia)\s+(?:a|o)\s+(reuni[ãa]o|consulta|marca[çc][ãa]o)\s+(?:d[eoa]\s+)?", r"move the \1 "),
    (r"(?i)\bresponde\s+(?:ao\s+e-?mail\s+d[oa]|ao|à)\s+", "reply to "), (r"(?i)\b(?:adiciona|acrescenta|junta)\b", "add"),
    (r"(?i)\bcancela\b", "cancel"), (r"(?i)\bdesmarca\b", "cancel"),
    (r"(?i)\b(?:com)?partilha\s+(.+?)\s+com\s+(?:a\s+|o\s+)?" + _CAP, r"share \1 with "),
    (r"(?i)\b(?:com)?partilha\b", "share"), (r"(?i)\bpra\s+(ela|ele)\s+poder\s+(?:mexer|editar)(?:\s+tamb[ée]m)?\b",
                                            lambda m: f"so {'she' if m.group(1).lower() == 'ela' else 'he'} can edit it"),
    (r"(?i)\b(ela|ele)\s+vai\s+atualizar\b", lambda m: f"{'she' if m.group(1).lower() == 'ela' else 'he'} will update"),
    (r"(?i)\bo\s+e-?mail\s+d(ela|ele)\s+[ée]\b", lambda m: f"{'her' if m.group(1).lower() == 'ela' else 'his'} email is"),
    (r"(?i)\b(?:o|a|os|as)\s+(\w+)\s+d(ela|ele)\b", lambda m: f"{'her' if m.group(2).lower() == 'ela' else 'his'} {m.group(1)}"),
    (r"(?i)\b(?:guarda|salva|grava)\s+o\s+(?:contacto|contato|n[úu]mero)\s+d[ao]\s+(senhora|menina|mo[çc]a|rapariga)\s+nova\s+d[oa]s?\s+(\w+)",
     lambda m: f"save the new {_LADY.get(m.group(2).lower(), m.group(2))} {'lady' if m.group(1).lower() == 'senhora' else 'girl'}'s contact"),  # "da senhora nova dos ovos"
    (r"(?i)\b(?:guarda|salva|grava)\s+(?:o\s+|a\s+)?(?:contacto|contato|n[úu]mero)\s+d[oa]\s+", "save new contact, the "),
    (r"(?i)\b(?:guarda|salva|grava)(?:-o)?\s+(?:o\s+|esse\s+|este\s+)?(?:contacto|contato)\b|\b(?:guarda|salva)(?:-o)?\s+nos\s+cont[ae]c?tos\b", "save the contact"),
    (r"(?i)\b(?:guarda|salva|grava)\s+(?:o\s+|a\s+)?(?:contacto|contato|n[úu]mero)\s+(?:de\s+)?", "save new contact "),
    (r"(?i)\b(?:senhora|menina|mo[çc]a)\s+nova\s+d[oa]s?\s+(\w+)", r"new \1 lady"), (r"(?i)\bmenina\b", "girl"),
    (r"(?i)\b(?:procura|acha|encontra|busca)(?:-me)?\s+(?:pra\s+mim\s+)?(?:o|um)\s+e-?mail\s+d[ao]\s+", "find the email from "),
    (r"(?i)\bacha\s+pra\s+mim\b|\bprocura(?:-me)?\s+(?:isso|isto)\b", "find it for me"),
    (r"(?i)(?:^|(?<=[.!]\s))\s*(?:aponta|anota)\s+(?:a[íi]|l[áa])?\s*(?:a\s+receita\s+nova|a\s+nova\s+receita)\s*:", "make a note of the new recipe:"),
    (r"(?i)(?:^|(?<=[.!]\s))\s*(?:aponta|anota)\s+(?:a[íi]|l[áa])?\s*:", "make a note:"),
    (r"(?i)(?:^|(?<=[.!]\s))\s*(?:aponta|anota)\b", "make a note"),
    (r"(?i)\b(?:abre|cria|faz)(?:-me)?\s+(?:um\s+)?(?:documento\s+novo|novo\s+documento)\s*[,:]\s*", "create a new document called "),
    (r"(?i)\bfaz(?:-me)?\s+um\s+documento\s+novo\s+chamado\b|\bcria(?:-me)?\s+um\s+documento\s+(?:novo\s+)?chamado\b",
     "create a new document called"),
    (r"(?i)[,.\s]*\bdepois\s+(?:eu\s+)?escrevo(?:\s+eu)?\s+l[áa]\s+as\s+coisas\b", ""),  # "I'll fill it in myself": nothing to do
    (r"(?i)\b(?:coloca|p[õo]e|bota|mete|acrescenta|adiciona)\s+(?:na\s+planilha\s+(?:de\s+)?(\w+)|n[ao]s?\s+(despesas|gastos|vendas))\s*:", lambda m: f"add a row to the {m.group(1) or m.group(2)} spreadsheet:"),
    (r"(?i)\bplanilha\s+d[oe]\s+(\w+)", r"\1 spreadsheet"),
    (r"(?i)\bno\s+db\s+d[oa]s\s+(\w+)\b", r"in the \1 db"), (r"(?i)\bcom\s+a\s+gente\b", "with us"),
    (r"(?i)\b(?:pagou|pagaram)\s+o\s+resto\s+d[oa]\b", "paid the rest of the"),
    (r"(?i)\best[áa]\s+pago\b", "has paid"), (r"(?i)\bnova\s+encomenda\b", "new order"),
    (r"(?i)\bhoje\s+[àa]\s+tarde\b", "this afternoon"), (r"(?i)\s*\bquerid[ao]\b", ""),
    (r"(?i)\bj[áa]\s+pagou\b", "has paid"), (r"(?i)\bpagou\b", "paid"), (r"(?i)\bpagar\b", "pay"), (r"(?i)\bpaga\b", "pays"),
    (r"(?i)\bligar\s+(?:ao|pro|para\s+o)\b", "call the"), (r"(?i)\bligar\s+(?:à|pra|para\s+a)\b", "call the"),
    (r"(?i)\bligar\s+(?:a|para)\b", "call"), (r"(?i)\bligou\b", "called"), (r"(?i)\bcancelou\b", "cancelled"),
    (r"(?i)\bpassou\s+(?:agora\s+)?(?:aqui|c[áa])(?:\s+agora)?\b", "came in"), (r"(?i)\bpediu\s+folga\b", "asked for time off"),
    (r"(?i)\bvem\s+buscar\b|\bvai\s+vir\s+buscar\b", "is collecting"), (r"(?i)\bn[ãa]o\s+precisa\s+mais\s+entregar\b", "delivery not needed anymore"),
    (r"(?i)\bmandou\s+(?:um\s+)?e-?mail\b", "emailed"), (r"(?i)\bdeixou\b", "left"), (r"(?i)\bde\s+sinal\b", "deposit"),
    (r"(?i)\b(?:q|que)\s+j[áa]\s+(?:foi\s+entregue|foram\s+entregues)\b", "already delivered"),
    (r"(?i)\bfoi\s+entregue\b|\bforam\s+entregues\b", "were delivered"), (r"(?i)\bn[ao]\s+entrega\b", "on delivery"),
    (r"(?i)\bfalando\s+d[oa]s?\b|\bsobre\s+[oa]s?\b", "about the"), (r"(?i)\bfalando\s+de\b|\bsobre\b", "about"),
    (r"(?i)\b(?:a\s+)?semana\s+d[oa]\s+(\w+)", r"\1 week"), (r"(?i)\bsemana\b", "week"),
    (r"(?i)(?:^|(?<=[.!?,]\s))(?:[ée]|isso\s+[ée])\s+(?:pra|para)\b", "it's for"),
    (r"(?i)\bpreciso\s+(?:de\s+)?saber\b", "I need to know"), (r"(?i)\bpreciso\s+de\b", "I need"), (r"(?i)\bpreciso\b", "I need"),
    (r"(?i)\bse\s+n[ãa]o\s+der\b", "if not possible"), (r"(?i)\bdiz(?:-me|\s+me)\b", "let me know"), (r"(?i)\bat[ée]\b", "by"),
    (r"(?i)\bem\s+ingl[êe]s\s+e\s+(?:em\s+)?portugu[êe]s\b", "in English and Portuguese"), (r"(?i)\bem\s+ingl[êe]s\b", "in English"),
    (r"(?i)\bse\s+der\b", "if possible"), (r"(?i)\bd[áa]\s+para\b", "makes"), (r"(?i)\bpedindo\s+mais\s+(\d+)\b", r"asking for \1 more"),
    (r"(?i)\b(?:t[áa]|est[áa])\s+sempre\s+a\s+pedir\b|\bvive\s+pedindo\b", "keeps asking for it"),
    (r"(?i)\b(?:t[áa]|est[áa])\s+n[oa]\s+(?=computador|pc|port[áa]til|drive|telem[óo]vel|celular)", "on the "),
    (r"(?i)\b(?:t[áa]|est[áa])\s+outra\s+vez\s+(\w+)", r"is \1 again"), (r"(?i)\b(?:t[áa]|est[áa])\b", "is"), (r"(?i)\bvai\s+ser\b", "is going to be"), (r"(?i)\bcorrid[ao]\s+demais\b", "very busy"),
    (r"(?i)\bvou\s+(?:ao|à|a|pra|pro|para)\s+(?P<who>" + _NAME + r")\s+ver\b", r"going to \g<who> to see"),
    (r"(?i)\bvou\s+(?:ao|à|a|pra|pro|para)\s+(?P<who>" + _NAME + r")", r"I'm going to \g<who>"), (r"(?i)\bvou\b", "I will"),
    (r"(?i)\bvai\s+ao\b", "is going to the"), (r"(?i)\bvem\b", "is coming"), (r"(?i)\boutra\s+vez\b", "again"),
    (r"(?i)\bfazer\s+uns\b", "make about"), (r"(?i)\btamanho\s+m[ée]dio\b", "medium size"), (r"(?i)\bpediu\b", "asked for"),
    (r"(?i)\bperguntam\s+sempre\b", "always ask"), (r"(?i)\be\s+eu\s+fico\s+a\s+olhar\b", "and I'm stuck"),
    (r"(?:^|(?<=[,.;!?]\s))(?i:a|o|os|as)\s+(?=[a-zà-ú])", "the "),
    (r"(?i)\b(?:a|o|os|as)\s+(?=" + _NOUNS + r")", "the "),  # "enviar a fatura": send the invoice
    (r"(?i)\b(?:enviar|mandar)\b", "send"), (r"(?i)\bcomprar\b", "buy"), (r"(?i)\bencomendar\b", "order"), (r"(?i)\bmarcar\b", "book"),
    (r"(?i)\bconfirmar\b", "confirm"), (r"(?i)\brenovar\b", "renew"), (r"(?i)\bcobrar\b", "charge"), (r"(?i)\bverificar\b", "check"),
    (r"(?i)\btratar\s+d[oa]\b", "sort out the"), (r"(?i)\blevar\b", "take"), (r"(?i)\bresponder\s+(?:a|ao|à)\b", "reply to"),  # an article opening a clause: "a inspeção …", "o cara …"
    # things: "encomenda", "fatura", "planilha", "folha de cálculo", "ficheiro", "contabilista", "sinal" (a deposit)
    (r"(?i)\bbolo\s+de\s+anivers[áa]rio\b", "birthday cake"), (r"(?i)\bfatura\s+d[ao]\s+(\w+)(?:\s+in\s+(?=(?-i:[A-Z])))?", r"\1 invoice for "),
    (r"(?i)\b(\w+)\s+d[ao]\s+prefeitura\b", r"council \1"),
    (r"(?i)\bencomendas\b|\bpedidos\b", "orders"), (r"(?i)\bencomenda\b|\bpedido\b", "order"), (r"(?i)\bfaturas\b", "invoices"),
    (r"(?i)\bfatura\b", "invoice"), (r"(?i)\bpagamentos?\b", "payment"), (r"(?i)\bclientes\b", "customers"), (r"(?i)\bcliente\b", "customer"),
    (r"(?i)\breservas?\b", "booking"), (r"(?i)\b(?:a\s+|the\s+)?lista\s+de\s+pre[çc]os\s+d[eo]\s+natal\b", "the Christmas price list"),
    (r"\b(\w+)\s+d[oe]\s+natal\b", r"Christmas \1"),  # "os preços do natal": the Christmas prices
    (r"(?i)\blista\s+de\s+pre[çc]os\b", "price list"), (r"(?i)\blista\b", "list"),
    (r"(?i)\bplanilha\b|\bfolha\s+de\s+c[áa]lculo\b", "spreadsheet"), (r"(?i)\bnotas?\b", "note"), (r"(?i)\bpasta\b", "folder"),
    (r"(?i)\bficheiro\b|\barquivo\b", "file"), (r"(?i)\bdocumento\b", "document"), (r"(?i)\bcontacto\b|\bcontato\b", "contact"),
    (r"(?i)\bagenda\b|\bcalend[áa]rio\b", "calendar"), (r"(?i)\bentregas\b", "deliveries"), (r"(?i)\bentrega\b", "delivery"),
    (r"(?i)\b(?:a\s+|the\s+)?conta\s+d[aeo]\s+(luz|[áa]gua|g[áa]s|internet|telefone|eletricidade|electricidade)\b",
     lambda m: f"the {_BILLS.get(m.group(1).lower()[:3], m.group(1))} bill"), (r"(?i)\bconta\b", "bill"),
    (r"(?i)\breuni[ãa]o\b", "meeting"), (r"(?i)\bconsulta\b|\bmarca[çc][ãa]o\b", "appointment"), (r"(?i)\brecibo\b", "receipt"),
    (r"(?i)\bor[çc]amento\b", "quote"), (r"(?i)\bfuncion[áa]rios?\b", "staff"), (r"(?i)\bsal[áa]rios?\b", "wages"),
    (r"(?i)\bsinais\b", "deposits"), (r"(?i)\bsinal\b", "deposit"), (r"(?i)\bcontabilista\b|\bcontador\b", "accountant"),
    (r"(?i)\bt[ée]cnico\b", "technician"), (r"(?i)\bfornecedor\b", "supplier"), (r"(?i)\bendere[çc]o\b|\bmorada\b", "address"),
    (r"(?i)\btelem[óo]vel\b|\bcelular\b", "mobile"), (r"(?i)\bhor[áa]rio\b", "time"), (r"(?i)\bas\s+horas\b", "the times"),
    (r"(?i)\bm[áa]quina\s+d[oe]\s+caf[ée]\b", "coffee machine"), (r"(?i)\bpress[ãa]o\b", "pressure"), (r"(?i)\bbaix[ao]\b", "low"),
    (r"(?i)\bfolga\b", "day off"), (r"(?i)\bturno\b", "shift"), (r"(?i)\bdespesas\b(?!\s+spreadsheet)", "expenses"), (r"\bpre[çc]os\b", "prices"),
    (r"(?i)\bcaixas\b", "boxes"), (r"(?i)\bd[oa]\s+caixa\b", "at the till"), (r"(?i)\bcaixa\b", "box"), (r"(?i)\bsacos\b", "sacks"),
    (r"(?i)\bfarinha\b", "flour"), (r"(?i)\bpolpa\s+de\s+(\S+)", r"\1 pulp"), (r"\bnatal\b", "Christmas"),
    (r"(?i)\bdinheiro\b", "money"), (r"(?i)\bcomputador\b", "computer"), (r"(?i)\bera\s+um\b", "it was a"), (r"(?i)\bum\s+pdf\b", "a pdf"),
    (r"(?i)\balgures\b|\bem\s+algum\s+lugar\b", "somewhere"), (r"(?i)\bseguro\b", "insurance"), (r"(?i)\buma\s+c[óo]pia\b", "a copy"),
    (r"(?i)\bm[ée]dico\b", "doctor"), (r"(?i)\bdentista\b", "dentist"), (r"(?i)\binspe[çc][ãa]o\b", "inspection"),
    (r"(?i)\bprefeitura\b|\bc[âa]mara\s+municipal\b", "council"), (r"(?i)\bsa[úu]de\b", "health"), (r"(?i)\blicen[çc]a\b", "licence"),
    (r"(?i)\bcertificado\b", "certificate"), (r"(?i)\breceita\b", "recipe"), (r"(?i)\bvisita\b", "visit"), (r"(?i)\bcara\b", "guy"),
    (r"(?i)\bdoente\b", "sick"), (r"(?i)\b(?:a\s+)?minha\s+m[ãa]e\b", "my mother"), (r"(?i)\b(?:a\s+)?m[ãa]e\b", "their mother"), (r"(?i)\bmi[úu]do\b", "kid"), (r"(?i)\bforno\b", "oven"),
    (r"(?i)\bcabelo\b", "hair"), (r"(?i)\bchegou\b", "arrived"), (r"(?i)\bcondicionador(es)?\b", lambda m: "conditioner" + ("s" if m.group(1) else "")),
    (r"(?i)\bquer\b", "wants"), (r"(?i)\bcor\s+(?=\d)", "colour "), (r"(?i)\b(?:pras|para\s+as)\s+f[ée]rias\b", "for the holidays"), (r"(?i)\bf[ée]rias\b", "holidays"), (r"(?i)\bboas\s+festas\b", "happy holidays"),
    (r"(?i)\bsal[ãa]o\s+fechado\b", "salon closed"), (r"(?i)\btrazer\b", "bring"), (r"(?i)\bcomprou\b", "bought"), (r"(?i)\btudo\b", "everything"),
    (r"(?i)\b(?:no\s+)?escrit[óo]rio\s+d(ele|ela)\b", lambda m: f"at {'his' if m.group(1).lower() == 'ele' else 'her'} office"),
    (r"(?i)\bsaber\b", "know"), (r"(?i)\borganizar\b", "plan"),
    # small words: "ainda", "já", "também", "de/do/da", "com", "para/pra/pro", "e", "o/a/os/as" before a noun
    (r"(?i)\btirando\s+os\s+sinais\b", "minus the deposits"), (r"(?i)\btirando\b", "minus"), (r"(?i)\bque\s+j[áa]\s+deram\b", "already paid"),
    (r"(?i)\bainda\b", "still"), (r"(?i)\bj[áa]\b", "already"), (r"(?i)\btamb[ée]m\b|\btbm\b|\btb\b", "too"), (r"(?i)\bagora\b", "now"),
    (r"(?i)\bdepois\b", "then"), (r"(?i)\bs[óo]\s+d[oa]s\b", "only the"), (r"(?i)(?<!\w)só(?!\w)|\bso\b(?=\s+(?:d[oa]s?|o|a|os|as|um|uma|pra|para|com|n[oa]s?|quero|preciso)\b)", "only"), (r"(?i)\bn[ãa]o\b|\bnao\b", "not"), (r"(?i)\bisso\b|\bisto\b", "it"),
    (r"(?i)\bpq\b|\bporque\b", "because"), (r"(?i)\bmais\s+o\b", "plus the"),
    (r"(?i)(?<![,.:;!?]\s)(?<!^)\bmais\s+(?=[$£€]?\d)", "plus "), (r"(?i)\bmais\s+(\d+)\s+(\w+)", r"\1 more \2"), (r"(?i)\bmais\b", "more"), (r"(?i)\bcada\b", "each"),
    (r"(?i)\b(?:de|do|da)\s+" + _CAP, "from "), (r"(?i)\b(?:ao|à|pro|pra|para\s+[oa])\s+" + _CAP, "to "),
    (r"(?i)\b(?:com\s+(?:o|a)|com)\s+" + _CAP, "with "), (r"(?i)(?<![\w@.])\b(?:o|a|os|as)\s+" + _CAP, ""),
    (r"(?i)" + _DISH + r"(?<![@.])\b(?:dos|das|do|da)\b(?!\s+(?:I|you|we)\b)", "of the"), (r"(?i)(?<![@.])\b(?:nos|nas|no|na)\b", "in the"),
    (r"(?i)(?<![@.])\b(?:aos|ao)\b", "to the"), (r"(?i)(?<![@.])\b(?:pro|pra|para)\b", "for"), (r"(?i)(?<![@.])\bcom\b(?![.@])", "with"),
    (r"(?i)(?<![@.])\bem\b", "in"), (r"(?i)" + _DISH + r"(?<![@.])\bde\b", "of"), (r"(?i)\b(?:um|uma)\b(?=\s)", "a"),
    (r"(?i)\b(?:meu|minha|meus|minhas)\b", "my"), (r"(?i)\bse\b", "if"), (r"(?i)\bou\b", "or"), (r"^(?:(?!\bspreadsheet\s*:).)*", lambda m: re.sub(r"(?<=\s)[eE](?=\s)", "and", m.group(0))),  # a row dictated keeps its "e"
    (r"(?i)\bq(?:ue)?\b", "that"), (r"(?i)\beu\b", "I"), (r"(?i)\bela\b", "she"), (r"(?i)\bele\b", "he"), (r"(?i)(?<!\w)é(?!\w)", "is"),
    (r"\b(?:(?i:os|as)|o)\b(?=\s)", "the"), (r"(?i)(?<![\w@.])\ba\b(?=\s+(?!(?-i:[A-Z]))\w+[ãoa]s?\b)", "the"),
]


# Phrases only Portuguese says that are enough alone: "Mrs Le Brocq está pago" (Spanish says "pagado"), "nova encomenda - …",
# "do i have something hoje à tarde?", "lembra me pay the rent …", "obrigada querida"
_OWN_ALONE = re.compile(r"(?i)\best[áa]\s+pago\b|\bnova\s+encomenda\b|\bhoje\s+[àa]\s+tarde\b|\blembra[\s-]+me\b|\bobrigad[ao]\s+querid[ao]\b")


def portuguese(text: str) -> bool:
    """Whether ``text`` has two words (or phrases) only Portuguese has, or one phrase that is enough alone."""
    words = {w for w in re.findall(r"[\w'’-]+", text.lower()) if w in _OWN or re.search("[ãõ]", w)}
    return len(words) + len(_OWN_PHRASES.findall(text)) + 2 * len(_OWN_ALONE.findall(text)) >= 2


def english(text: str) -> str:
    """``text`` with its Portuguese read as English when it is Portuguese; unchanged otherwise."""
    return phrasebook.read(text, _PHRASES) if portuguese(text) else text
