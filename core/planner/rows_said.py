"""How a request speaks of rows without naming a table: who owes ("who still not pay for october?", "how much be all the money wey
people still owe me"), who supplies a thing ("who brings us the akkawi cheese?") and someone or something new with who or what
they are ("new kiddo joining for track — Rosa Delgado, …", "new dishwasher Jamal Price startin wed, 16 a hr"). Read by
known_databases.py."""

from __future__ import annotations

import re

# Who has not paid, said any way: "who still not pay for october?", "this week who havent pay me ah", "who owes me": rows
WHO_OWES = re.compile(r"\bwho(?:'?s|\s+is|\s+are|\s+have|\s+has)?\s+(?:still\s+)?(?:not|never|havent|haven'?t|hasnt|hasn'?t|didnt|didn'?t|don'?t|dont)\s+"
                      r"(?:yet\s+)?(?:paid|pay|payed)\b|\bwho\s+(?:still\s+)?owes?\b"
                      r"|\bwho\s+has\s+(?:\w+\s+)?(?:payment|money|balance|fees?)\s+(?:pending|due|outstanding)\b"
                      # "oga how much people still owe us …", "Zvingani (how many) are people still owing me for November jobs?", "who still
                      # hasnt brought any money in for camp?"
                      r"|\bhow\s+(?:much|many)\s+(?:do\s+|does\s+|is\s+(?:all\s+)?(?:the\s+)?money\s+(?:which\s+|that\s+)?)?(?:people|they|customers|clients|folks|everyone)\s+(?:still\s+)?owes?\s+(?:us|me)\b"
                      # "how much be all the money wey people still owe me for credit?"
                      r"|\bwho(?:'?s|\s+is|\s+are)?\s+(?:still\s+)?(?:not|never|havent|haven'?t|hasnt|hasn'?t|didnt|didn'?t)\s+(?:yet\s+)?"
                      r"(?:brought|sent|handed)\s+(?:any\s+|their\s+|the\s+)?(?:money|payment|fees?|deposit)\b", re.I)  # "kiska kiska payment pending hai"
NEW_ONE = re.compile(r"^\s*(?:a\s+|another\s+)?new\s+(?:one\b(?:\s+(?:again|more))?|[a-z]+\s+(?:for|on)\s+(?:the|my|our)\s+list)\s*[-–:,!.]",
                     re.I)  # and "new girl for the list: Leidy Zapata, cell …, $23 an hour"
# A new worker named with the wage: "new dishwasher Jamal Price startin wed, 16 a hr, his number …" (a staff row)
NEW_STARTER = re.compile(r"^\s*(?:a\s+)?new\s+[a-z]+\s+(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\b.*\b\d+(?:\.\d\d)?\s*(?:an?|per|/)\s*(?:hr|hour)\b", re.I)
_DETAILS_FOLLOW = r"(?=.*(?:\d|@|(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)))"  # who someone new is, said after: a number, an address or a full name
# Someone new joining, with who they are: "new kiddo joining for track — Rosa Delgado, freshman, 800 runner. mom's email is …",
# "new cornet starting weds - holly brierley, …": a row of the people the database keeps, unless a contact is asked for
NEW_JOINER = re.compile(r"(?:^\s*(?:a\s+)?|\b(?:we\s+have|we'?ve\s+got|got)\s+a\s+)new\s+(?:(?:[\w-]+\s+){1,2}?(?:has\s+|is\s+)?(?:joining|joined|joins|starting|started|signed\s+up)"
                        r"|starter|joiner|recruit|volunteer|member|player|pupil|student"
                        # "new waiter Tomasz Nowak started, 07411 902377, fri sat sun", "new guy Hamza Ali start this week evening shift …"
                        r"|[a-z]+\s+(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\s+(?:start|starts|started|starting|joins|joined))\b"
                        + _DETAILS_FOLLOW + r"(?!.*\b(?:save|contacts?|address\s+book)\b)", re.I)
ON_THE_BOOKS = re.compile(r"\bnew\s+[\w-]+\s+(?:on\s+(?:the|my|our)\s+books|for\s+(?:my|the|our)\s+book)\b" + _DETAILS_FOLLOW, re.I)  # "Ooh new pup on the
# books! Fig, 14 week old cockapoo, owner is Lucy Marsh, 07700 912448 …": a new row, no diary entry
# Someone's number asked first: "What's Gareth's number? The binder in Brecon, not the Gareth who owes me money." (a contact)
_NUMBER_ASKED = re.compile(r"^\s*(?:what'?s|whats|what\s+is)\s+[^?.]{1,40}?\s+(?:number|mobile|phone|e-?mail|address)\b", re.I)


def owes_asked(request: str) -> bool:
    """Who owes, asked of the rows, unless the request asks someone's number first."""
    return bool(WHO_OWES.search(request)) and not _NUMBER_ASKED.match(request)


WHO_SUPPLIES = re.compile(r"^\s*who\s+(?:is\s+|does\s+)?(?:bring(?:s|ing)?|suppl(?:y|ies|ying)|deliver(?:s|ing)?|sell(?:s|ing)?|get(?:s|ting)?)\s+"
                          r"(?:us|me)\s+(?:the\s+|our\s+)?[a-z]"  # "who brings us the akkawi cheese?"
                          # the number of whoever supplies a thing, said by the thing: "chicken supplier phone?", "charcoal man number",
                          # "wha is the goat man number again", "What is the number of the man who brings the lamb?"
                          r"|^\s*(?:(?:what'?s|whats|wha|what)\s+(?:is\s+)?)?(?:the\s+)?[a-z]+\s+(?:supplier|man|guy|lady|bloke|woman)(?:'s)?\s+"
                          r"(?:phone|number|no\.?|mobile|numba)\b"
                          r"|^.*?\bnumber\s+(?:of|for)\s+the\s+(?:man|guy|lady|woman|bloke|people|company|firm)\s+(?:who|that)\s+(?:brings?|supplies|sells?|delivers?)\b"
                          # "what is number of the berbere man again", "need to call the kymco guy, number?"
                          r"|^.*?\b(?:number|phone|mobile)\s+(?:of|for)\s+(?:the|our)\s+[a-z]+\s+(?:supplier|man|guy|lady|bloke|woman)\b"
                          r"|^.*?\b(?:number|phone|mobile)\s+(?:of|for)\s+[a-z]+\s+the\s+[a-z]+\s+(?:supplier|man|guy|lady|bloke|woman)\b"  # "number of
                          # sadio the yam man pls", "whats the phone of the andouille supplier ?"
                          r"|\bcall\s+the\s+[a-z]+\s+(?:supplier|man|guy|lady|bloke|woman)\s*,?\s*(?:his\s+|her\s+)?(?:number|phone)\b",
                          re.I)
