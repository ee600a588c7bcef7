"""How requests about contacts are worded: someone's number or address asked for ("whats Rhys the shearers number"),
new details for a contact ("Kevin Doyle has a new mobile"), a new contact with a number or address, people put into a
contact group."""

from __future__ import annotations

import re

# A contact is to be deleted only when it is said so (the address book, "his number"): "that email from the car insurance …, bin
# it" and "That mail from the so-called Spanish Lottery people, kindly bin it." had deleted contacts
DELETE_SAID = r"\bcontacts?\b|\baddress\s*book\b|\bphone\s*book\b|\b(?:his|her|their|the)\s+(?:number|contact)\b"
NUMBER_OF = re.compile(r"\btrouble\s+you\s+for\s+(?:his|her|their)\s+(?:telephone\s+|phone\s+|mobile\s+)?number\b"  # "May I trouble you for his number?"
                       r"|^\s*what'?s\s+(?:[\w-]+\s+){0,2}[\w-]+['’]s\s+(?:landline|home\s+number|work\s+number)\s*\??\s*$"  # "whats Nanna Jean's landline"
                       r"|\b(?:number|mobile)\s+what\s*\?|\bwhat\s+be\s+[\w .'-]{2,40}?\s+number\b"  # "interpreter Lucy number what?", "wetin be Mr Pereira number"
                       r"|^\s*what'?s\s+(?:[\w-]+\s+)?[\w-]+['’]s\s+e-?mail\s*(?:address\s*)?(?:again\s*)?(?:\?|$)"  # "whats kerry's email? …"
                       r"|\b[\w-]+(?:'s|s')?\s+(?:phone\s+|cell\s+|mobile\s+|home\s+|work\s+)?(?:number|email\s+address)\b(?=.*(?:-|\bfor\b|'s)|\s+again)"
                       r"|\b[\w-]+'s\s+(?:(?:phone\s+|cell\s+|mobile\s+|home\s+|work\s+)?(?:number|email\s+address)|mobile|phone|cell|(?:home\s+)?address|extension)\b"
                       r"|^\s*what'?s\s+(?!(?:my|the|your|our|his|her|their)\b)(?:[a-z][\w'-]*\s+){1,3}(?:phone\s+|mobile\s+)?"
                       r"(?:number|e-?mail\s+address|mobile)\s*(?:\?[^?]*|,\s*(?:the|my|our|he'?s|she'?s)\s+[^?]*)?\??\s*$"  # "whats margaret hughes email address",
                       # "whats lowri parrys number? gresford captain": who she is, after the question
                       # "whats garys number, the pure water bloke"
                       r"|\b(?:phone\s+|mobile\s+)?number\s+(?:for|of)\s+[A-Z]"
                       r"|^\s*what'?s\s+the\s+(?:e-?mail(?:\s+address)?|(?:phone\s+|mobile\s+)?number)\s+(?:for|of)\s+[a-z]+\b(?!\s+(?:tax|bill|order|invoice|booking)\b)"
                       # "whats the email for margaret from the bowls club?"  # "whats the number for Olivia's mom"
                       r"|\b(?:have|got)\s+(?:an?\s+)?(?:e-?mail(?:\s+address)?|(?:phone\s+|mobile\s+)?number)\s+(?:for|of)\s+[A-Z]"  # "do I have an email for Leon"
                       r"|^\s*what'?s\s+[A-Z][\w'-]*\s+(?:[A-Z][\w'-]*\s+)?(?:the|my|our)\s+[\w-]+\s+(?:phone\s+|mobile\s+)?number\b"
                       # "Sylvain the small engine guy in Sainte-Thérèse, what's his cell again": the person said before
                       r"|^\s*[A-Z][\w'-]*\b[^?]{0,60}?,\s*what'?s\s+(?:his|her|their)\s+(?:cell|mobile|number|phone\s+number|e-?mail)\b",
                       re.I)  # "whats Rhys the shearers number"
# The person and the detail alone, or asked to be given: "Josh Kelly email?", "nadeems new numbr", "gizza me nans landline",
# "give me the number of mzee Ssekandi, the landlord where we park", "boots pharmacyy phone numberr"
NUMBER_ALONE = re.compile(r"^\s*(?:give\s+me\s+)?(?:my\s+)?(?!(?:find|search|get|show|open|read|check|forward|delete|bin|archive|did|has|have|any|is|are)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?(?:'s|s)?\s+(?:new\s+)?(?:e-?mail(?:\s+address)?|(?:phone\s+|mobile\s+)?number|"
                          r"mobile|landline|cell)\s*\??\s*$|^\s*give\s+me\s+the\s+(?:phone\s+|mobile\s+)?number\s+(?:for|of)\s+", re.I)
NEW_DETAILS = re.compile(r"\b(?:update|change|edit|fix|correct|amend)\s+(?:his|her|their|(?:[A-Z]\w*\s+)?[A-Z]\w*'s|(?:\w+\s+)?\w+(?:'s|s'))\s+(?:e-?mail(?:\s+address)?|"
                         r"(?:phone\s+|mobile\s+|cell\s+|home\s+|work\s+)?(?:number|phone)|mobile|hp|handphone|address|birthday)\b"
                         r"|\b(?:got|has|have)\s+(?:a\s+)?(?:shiny\s+|brand\s+|brand-)?new\s+(?:(?:office\s+|work\s+|home\s+)?(?:phone\s+|mobile\s+|cell\s+)?"
                         r"(?:number|e-?mail(?:\s+address)?)"
                         r"|mobile|phone|cell)\b"
                         r"|\b(?:(?-i:[A-Z])\w*'s|his|her|their)\s+new\s+(?:mobile|number|phone(?:\s+number)?|e-?mail)\s+is\b"  # "Dave's new mobile is …"
                         r"|\b(?:got|has|have)\s+(?:a\s+)?new\s+telephone\s+number\b(?=.*\bcontacts?\b)"  # "Graham has a new telephone number, operator. …
                         # Would you change it in my book" (my contacts)
                         r"|\b(?:has\s+|'s\s+)?changed\s+(?:his|her|their)\s+(?:phone\s+|mobile\s+)?(?:number|mobile|phone|e-?mail)\b(?=.*\bcontacts?\b)"  # "Bilal
                         # changed his number, it's 07891 336450 now. change it in my contacts aye"
                         r"|\bnew\s+(?:mobile|number|phone(?:\s+number)?)\s*[.,:]?\s*\+?\d[\d ]{8,}\d\b[^?]*\b(?:change|update)\s+it\b",  # "Bowls Dave. New mobile.
                         re.I)  # 07824 519336. Change it", "update reverend collins' email", "harbour lets have a new office number"
TO_A_GROUP = re.compile(r"\b(?:add|put|include|stick|pop)\b.*(?<!\bis\s)(?<!\bare\s)\b(?:to|in|into|onto)\s+(?:my|the|our)\s+(?:[\w'-]+\s+){0,4}"
                        r"(?:contacts?\s+)?group\b(?!\s+of\b)|\b(?:remove|take|drop|delete)\b.*\b(?:from|out\s+of|off)\s+(?:my|the|our)\s+"
                        r"(?:[\w'-]+\s+){0,4}(?:contacts?\s+)?group\b", re.I)  # a contact into or out of a group
NEW_PERSON = re.compile(r"^\s*(?:please\s+|kindly\s+)?(?:add|save|put)\s+(?!(?:him|her|them|it)\b)[^.:;]{1,60}?\s+(?:to|in|into)\s+(?:my|the)\s+"
                        r"(?:contacts|address\s+book)\s*:"  # "Kindly add the new treasurer of the bridge club to my contacts: Mr Geoffrey …"
                        r"|^\s*(?:please\s+|kindly\s+)?(?:add|save|put)\s+(?:to|in|into)\s+(?:my|the)\s+(?:contacts|address\s+book)(?:\s+please)?\s*:"  # "Add in
                        # my contacts please : Léa Fontaine, she is in my group of project, 07700 912443, …"
                        r"|^\s*(?:please\s+)?save\s+(?:this|that)\s+\+?\d[\d ]{8,}\d\s*,?\s*(?:it'?s|its|is|for)\s+[a-z]"  # "save this 07934 552118 its gemma, …"
                        r"|^\s*(?:please\s+)?save\s+(?:the|this|that)\s+(?:[\w-]+\s+){0,2}?(?:lady|man|bloke|guy|fella|woman|lass|lad|un|one)\b(?=.*\d{5})"  # "save this un
                        # wayne dobbs haulage 07700 900771", "save the trim lady for us - Pam, 07811 204563, …"
                        r"|^\s*(?:please\s+)?add\s+(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){1,2}\s*,(?=[^@]*[\w.+-]+@[\w-]+\.|.*\d{3}\s?\d{3}\s?\d{3,4})"  # "Add Sinéad
                        # O'Rourke, CTO at Harbourview – sinead@…, 087 412 9930."
                        r"|^\s*(?:please\s+)?(?:save|add|store|put\s+in)\s+(?:a\s+|the\s+|this\s+|that\s+)?(?:new\s+)?(?:customer|client|supplier|member|parent|"
                        r"contact|person|number|pupil|student|learner|patient|tenant|guest|chap|bloke|lady|woman|man|guy|fella)\b"
                        r"|^\s*(?:please\s+)?save\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s*,\s*(?=[^@]*@|.*\d{5})"
                        r"|^\s*(?:please\s+)?save\s+(?!(?:the|a|an|my|this|that|it|them|all|me)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:the|our|my)"
                        r"\s+[a-z](?=.*\d{4}\s?\d{5,6}|.*\d{5}\s\d{6}|.*\b\d{3,4}[\s-]\d{3}[\s-]\d{3,4}\b)"  # "save marco, head chef at …, 07700 …"
                        # "save our kid's new number!! Darren 07888 221904", "save my brother's new number, Darren …"
                        r"|^\s*(?:please\s+)?(?:save|add|store)\s+(?:our|my)\s+[\w -]{1,20}?['’]s\s+(?:new\s+)?(?:number|mobile|phone)\b(?=.*\d{4}\s?\d{5,6})"
                        r"|^\s*(?:please\s+)?(?:save|add|store)\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:new\s+)?[\w-]{1,20}?(?:'s|s)?\s+(?:contact\s+)?details\b"
                        r"|^\s*(?:please\s+)?save\s+(?:the\s+|a\s+|our\s+|my\s+)?new\s+(?!(?:file|doc|document|version|copy|spreadsheet|sheet|pdf|photo|"
                        r"picture|draft|note|list)s?\b)[a-z]"
                        # "Lady from Atlanta buy two basket Saturday …. Save she: Mrs. Loretta Jenkins 404-555-0187 lorettaj@bellsouth.net"
                        r"|\bsave\s+(?:him|her|she|them|dem)\s*:\s*(?=[^?]*(?:\d{3}[\s.-]?\d{3}[\s.-]?\d{3,4}|@[\w-]+\.))"
                        r"|\bsave\s+(?:her|his|their)\s+(?:number|details|contact)\s*(?:[.!]?\s*$|,\s*(?=\+?\d[\d\s-]{7,}\s*[.!]?\s*$)|(?=\+?\d[\d\s-]{7,}\d\b))"  # "new client!!! Heather Dunn 508 555 0143, …. save her number"
                        r"|^\s*(?:a\s+)?new\s+(?:customer|client|pupil|student|contact|member|tenant)\s*(?:[-–:!]|,?\s+(?:pls\s+|please\s+)?"
                        r"(?:save|add)\s+(?:him|her|them)\b)"
                        r"|^\s*(?:a\s+)?new\s+[a-z]+\b(?=.*\d{3}[\s-]?\d{3,4}).*\bsave\s+(?:him|her|them|it)\b(?:\s+(?:ka|pls|please))?\s*[.!]?\s*$"  # "new busboy
                        # Miguel Ortiz 747-555-0133 save him ka", "new driver on the frozen van, Dimitris 07700 900614. save him"
                        r"|^\s*(?:a\s+)?new\s+[a-z]+(?:\s+(?:at|from|for|with)\s+[\w&' -]{2,40}?)?\s*[-–:,].*\bsave\s+(?:him|her|them)"
                        r"(?:\s+(?:in|to)\s+(?:my\s+)?contacts)?(?:\s*,?\s*(?:would|will|could|can)\s+(?:you|ya|u))?\s*[.!?]?\s*$"  # "New
                        # solicitor at Harcourt Lyle - Priya Raman, 020 7946 0321, p.raman@…. Save her, would you."
                        # "new boatman joined, Biju. 94470 12345. save"
                        r"|^\s*(?:a\s+)?new\s+[a-z]+\s+(?:joined|started|starting)\b.*\bsave\s*[.!]?\s*$"
                        # "pit Shona Mair in ma phone, she's the quine fae the Buchan Observer … 01779 471233"
                        r"|^\s*(?:please\s+)?(?:put|pit|stick|pop|add)\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+in(?:to)?\s+(?:my|ma|me)\s+(?:phone|contacts)\b",
                        re.I)  # "new customer, save him: tom briggs 07700 900123 …", "new volunteer: ruaridh …, 07700 …. save him"
# "save a new customer: Gary Lund, 07700 900123", "save new pupil lily ahmed 07700 …", "new client - add priya shah, …",
# "save the new MD's details - andrew …", "save the new wedding coordinator at the twelve in barna, gráinne hession 091 …"
PHONE_OR_MAIL = re.compile(r"@|\+?\d[\d ()-]{6,}\d")
