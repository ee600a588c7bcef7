"""How a request speaks of e-mail — the mailbox, a message to write, a rule, the Bin — for the catalog search's
rewrites (implied.py): these words say which Gmail method is meant."""

from __future__ import annotations

import re

# "anything from checkatrade put it in a label called Leads": a sender said by name alone, filed under a label
INTO_A_LABEL = (r"\b(?:everything|anything)\s+from\s+[a-z][\w&'-]*(?:\s+[a-z][\w&'-]*)?\s+(?:put|stick|pop|file)\s+(?:it|them|em)\s+"
                r"(?:in|into|under)\s+(?:a\s+|the\s+|my\s+)?(?:new\s+)?label\b"
                # "all emails from noreply@deliveroo.co.uk put them in label Deliveroo and not in inbox pls" (3 of 3 stored: a filter)
                r"|\b(?:all|any|every)\s+(?:the\s+)?(?:e-?mails?|mails?|messages)\s+from\s+\S+(?:\s+\S+){0,3}?\s*,?\s+(?:put|stick|pop|file)\s+(?:them|it|em)\s+"
                r"(?:in|into|under)\s+(?:a\s+|the\s+|my\s+)?(?:new\s+)?label\b")
MAIL = re.compile(r"\b(?:e-?mails?|messages|mails?|inbox|newsletters?|notifs?|notifications?|spam\s+(?:from|off)\b|(?:that|this|the)\s+spam)\b"
                  r"|\b(?:everything|anything)\s+from\s+[\w.+-]*@?[\w.-]+\.\w+"
                  r"|" + INTO_A_LABEL +  # "anything from checkatrade put it in a label called Leads": a label is mail's
                  r"|\b(?:everything|anything)\s+(?:that\s+)?comes?\s+(?:in\s+)?from\s+[^,.;@]{0,60}?[\w.+-]+@[\w.-]+\.\w+",
                  re.I)  # "everything from @supplier.com", "anything that comes from the booking form noreply@…"
ARCHIVE_THEM = re.compile(r"^\s*(?:pls\s+|please\s+)?archive\s+(?:all\s+)?(?:them|the|those|these|my)\s+(?:[\w-]+\s+){0,2}?"
                          r"(?:e-?mails?|messages|mail|newsletters?|notifications?)\b", re.I)  # not a Google group's archive
SEND_THEM_A = re.compile(r"^\s*(?:please\s+|pls\s+|can\s+(?:you|u)\s+)?(?:send\s+(?:[\w'-]+\s+){1,3}?(?:a|an)\s+(?:[a-z]+\s+)?"
                         r"(?:reminder|note|message|e-?mail|line|nudge)\b|chase\s+(?:[\w'-]+\s+){1,3}?(?:for|about|re)\b)"
                         r"(?=[^@]*[\w.+-]+@[\w-]+\.)", re.I)  # … to an address; "Chase Callum Reid for INV-2026-111 please: £250, … callum@…"
WITH_ATTACHMENTS = re.compile(r"\b(?:with|having|that have)\s+(?:an?\s+)?attachments?\b", re.I)
OUT_OF_OFFICE = re.compile(r"\bout[- ]of[- ](?:the[- ])?office\b|(?-i:\bOOH\s+on\b)|(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)\bOOO\b|\bauto[- ]?repl(?:y|ies)\b|\bauto[- ]?(?:e-?mail|answer|response)s?\b|\bautomatic\s+repl(?:y|ies)\b"
                           r"|\baway\s+(?:message|e-?mail|reply|notice|thing|ting)s?\b"  # "set up one of them away emails", "set di away ting pon mi email"
                           # "would you put on the thing that tells people I'm away and I'll answer them when I'm back"
                           r"|\bset\s+(?:up\s+)?(?:the|my)\s+e-?mails?\s+(?:so\s+(?:that\s+)?(?:people|everyone|folk|they)\s+(?:know|see)"
                           r"|to\s+(?:tell|let)\s+(?:people|everyone|folk|them)\b"  # "Could you set the email to tell people I am away, …"
                           r"|(?:so\s+(?:that\s+)?)?(?:it\s+)?(?:tells?|says?)\s+(?:people|everyone|everybody|folks|them)\b)\b"  # "Set the email so it tells
                           # people we're closed …"; "When people email me they should get a message back that we are closed"
                           r"|\bwhen\s+people\s+e-?mail\s+(?:me|us)\b[^.]*\b(?:get|receive)\s+a\s+(?:message|reply|note)\s+back\b"
                           r"|\bmake\s+(?:my|the)\s+e-?mail\s+(?:tell|say\s+to|let)\s+(?:people|ppl|everyone|folk|them)\b"
                           r"|\b(?:my|the)\s+e-?mail\s+(?:can|could|should|will|would)\s+(?:tell|let)\s+(?:people|ppl|everyone|folk|them)\b"  # "Daniel said the
                           # email can tell people I'm away, could you do that please?"
                           r"|\b(?:put|set)\s+(?:a|an|the)\s+message\s+on\s+(?:the|my)\s+e-?mail\s+(?:saying|to\s+say)\b"  # "Put a message on the email
                           # saying I'm away"  # "can u make my email tell ppl im away"
                           r"|\b(?:thing|message|e-?mail|note)s?\s+that\s+(?:tells?|says?\s+to|lets?)\s+(?:people|everyone|them|folk)\s+(?:know\s+)?(?:that\s+)?(?:i'?m|i\s+am)\s+(?:away|off|out)\b"
                           # "CAN YOU PUT ONE OF THEM MESSAGES ON MY EMAIL THAT SAYS I AM AWAY"
                           r"|\b(?:messages?|notes?)\s+on\s+(?:my|the)\s+e-?mail\s+(?:that|which)\s+(?:says?|tells?\s+(?:people|everyone|them|folk))\s+(?:that\s+)?(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:away|off|out)\b"
                           # "Can the email thing send a message back to people to say I am away and will answer when we get home?"
                           r"|\bsend\s+(?:a\s+|an\s+)?(?:message|reply|note|e-?mail)\s+back\s+to\s+(?:people|everyone|folk|them|anyone)\b[^.?!]*?"
                           r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:away|off|out)\b"
                           # "arrange for anyone who writes to me in that time to receive a polite reply saying that I am away"
                           # "… arrange for a reply to be sent to anyone who writes to me, explaining that I am away"
                           r"|\b(?:reply|response|message)\s+(?:to\s+be\s+)?sent\s+(?:back\s+)?to\s+(?:anyone|anybody|everyone|people)\s+who\s+(?:writes?|e-?mails?)\b"
                           r"|\b(?:anyone|anybody|everyone|people)\s+who\s+(?:writes?|e-?mails?)\s+(?:to\s+)?me\b[^.?!]*?\b(?:receive|get)s?\s+"
                           r"(?:a\s+|an\s+)?(?:polite\s+|short\s+|brief\s+|automatic\s+)?(?:reply|response|answer|message)\b"
                           r"|\b(?:anyone|anybody|everyone|people)\s+who\s+(?:writes?|e-?mails?)\s+(?:to\s+)?me\b[^.?!]*?\bto\s+be\s+told\s+that\b"
                           r"|\bput\s+a\s+message\s+on\s+(?:my\s+)?e-?mails?\s+saying\b"  # "can u put a message on my emails saying im away"
                           # "put message on email we are closed and open again 4 january"
                           r"|\bput\s+(?:a\s+|the\s+)?message\s+on\s+(?:my\s+|the\s+)?e-?mails?\s+(?:saying\s+|that\s+(?:says\s+)?|to\s+say\s+)?(?:(?:we|i)(?:'?re|'?m|\s+are|\s+am)|am)\s+(?:closed|away|off|shut|back)\b"  # "Can du
                           # pit a message on da email at says am back on da 14th?"
                           r"|\bauto[\s-]*r[ée]ponse\b"
                           r"|\bset\s+(?:up\s+)?(?:the|my)\s+e-?mail\s+thing\s+to\s+(?:say|tell)\b"
                           r"|\b(?:tell|let)\s+(?:people|everyone|folk)\s+(?:know\s+)?(?:that\s+)?(?:i'?m|i\s+am|we'?re|we\s+are)\s+away\s+(?:if|when)\s+(?:they|anyone|someone)\s+"
                           r"(?:writes?|e-?mails?)\b"  # "Is there a way for the computer to tell people I'm away if they write to me?"  # "set the email thing to say im away 24th till the 4th"  # "put the auto réponse please, in English et français"
                           # "mek di email tell people dat by itself when dem write"
                           r"|\b(?:make|have|get|set)\s+(?:the\s+|my\s+)?e-?mail\s+(?:tell|say|answer)\b[^.?!]*(?:\b(?:by\s+itself|on\s+its\s+own)\b"
                           r"|\bwhen\s+(?:they|them|people|anyone|someone|folks?)\s+(?:write|e-?mails?|sends?)\b)"
                           # "set my email to tell folks im gone", "set it so folk that email get telt am away"
                           r"|\bset\s+(?:up\s+)?(?:my\s+)?(?:e-?mail|it)\s+(?:so\s+(?:it\s+|that\s+)?|to\s+)(?:tells?|says?|lets?|answers?|(?:folks?|people|anyone|everyone)\b"
                           r"(?:\s+(?:that|who)\s+e-?mails?(?:\s+me)?(?:\s+(?:get|gets|are|is|will\s+be))?\s+(?:told|telt)\b)?)"
                           # "put the email thing that answer by itself saying we back friday", "Put the email on to say we're away"
                           r"|\be-?mail\s+(?:thing\s+)?(?:that\s+)?(?:answers?|repl(?:y|ies))\s+(?:by\s+itself|on\s+its\s+own|by\s*(?=[,.;]|\s+saying\b))"
                           r"|\bput\s+(?:the|my|an?)\s+e-?mail\s+on\s+(?:to\s+say|saying)\b"
                           r"|\bput\s+(?:an?\s+|the\s+)?e-?mail\s+answer\s+(?:to\s+)?say"
                           # "… can put message on email say no catering order that time, back after"
                           r"|\bput\s+(?:a\s+|an\s+|the\s+)?message\s+on\s+(?:the\s+|my\s+)?e-?mail\s+(?:to\s+)?say\b"
                           # "Please arrange for e-mails to receive a courteous reply to that effect"
                           r"|\be-?mails?\s+to\s+(?:receive|get)\s+(?:an?\s+)?(?:\w+\s+)?(?:reply|response|answer)\b"  # "I go Asmara 1 december, back 15. can u put email answer say …"
                           # "put the automatic answer in my email", "put on the mail that people get automatic back that we are closed"
                           r"|\bauto(?:matic)?\s+(?:answers?|responses?|responder)\b|\bput\s+something\s+on\s+(?:the|my)\s+e-?mails?\s+so\s+(?:people|folks|they)\b|\b(?:get|receive)\s+(?:an?\s+)?automatic(?:ally)?\s+(?:back|an?\s+answer)\b"
                           r"", re.I)  # "put an away message on my email saying im away …"
WHAT_DID_IT_SAY = re.compile(r"^\s*what\s+(?:did|does)\b.*\b(?:say|said|write|wrote|want)\b", re.I)
AUTOMATIC = re.compile(r"\b(?:automatically|filter|always\s+(?:skip|archive|label))\b"
                       # "Them emails from the Blackpool Gazette offers, offers@…, … send them straight to the bin from now on" (not this once)
                       r"|\b(?:bin|trash|delete|label|skip|archive)\b.*\b(?:from\s+now\s+on|in\s+future|going\s+forward)\b"
                       # "… make them skip my inbox and go in my Later label", "… put them in the DoorDash label and take them out my inbox"
                       r"|\bskip\s+(?:my\s+|the\s+)?inbox\b|\b(?:take|keep)\s+(?:them|em|it)\s+out\s+(?:of\s+)?(?:my\s+|the\s+)?inbox\b"
                       r"|^\s*(?:please\s+)?stop\s+(?:them|those|these|the|all)\s+(?:[\w.-]+\s+){0,2}e-?mails?\s+(?:from\s+\S+\s+)?(?:cluttering|filling|clogging|coming)\b|"  # "stop
                       # them temu emails cluttering up me inbox"
                       r"\bmake\s+(?:it|them)\s+go\s+(?:in|into|to)\s+(?:the\s+|its\s+|their\s+)?"
                       r"(?:own\s+)?(?:trash|bin|spam|archive|folder|label)\b|\bgo\s+straight\s+(?:in)?to\b"
                       r"|\b(?:all|any|every)\s+(?:the\s+)?(?:e-?mails?|mails?|messages)\s+from\s+\S+.{0,20}?\bfrom\s+now\s+on\b"  # "all the mails from
                       # PADI, from now on put them under a label PADI and out of my inbox"
                       r"|\b(?:should|must)\s+(?:always\s+)?(?:skip|bypass|go\s+(?:under|into|to)|get|be\s+(?:archived|labell?ed|starred))\b"
                       r"|\b(?:anything|everything|all\s+(?:the\s+)?(?:e-?mails?|mail|messages)|(?:make|have|get)\s+(?:all\s+)?(?:e-?mails?|mail|messages))\s+from\s+\S+\s+(?:to\s+)?(?:skips?|bypass(?:es)?"
                       r"|goes|go\s+(?:in|into|under|to))\b"  # "make anything from bookings@… skip the inbox and go in a Bookings label"
                       r"|\bskips?\s+the\s+inbox\b|\b(?:any|all)\s+(?:e-?mails?|mail|messages)\s+from\s+\S+.*\bgo(?:es)?\s+straight\s+(?:in|into|to)\b"
                       r"|\b(?:anything|everything)\s+(?:that\s+)?(?:comes?\s+(?:in\s+)?)?from\s+[^,.;]{0,60}?(?:@[\w.-]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|gov|co|ac|uk|io)(?:\.[a-z]{2})?)"
                       r"\s+(?:[a-z]+\s+)?(?:put|stick|pop|file)\s+(?:it|them)\s+(?:in|into|under)\b"
                       r"|\b(?:any|all)\s+(?:e-?mails?|mail|messages)\s+with\s+.{1,40}?\s+in\s+the\s+subject\s+(?:put|stick|pop|file)\s+(?:it|them|em)\s+(?:in|into|under)\b"
                       r"|" + INTO_A_LABEL,
                       re.I)  # "any emails with ring order in the subject stick em under Rings", "anything from checkatrade put it in a label called Leads"  # "anything from x@y should skip the inbox …", "any email with 'X' in the subject should get the label",
#                                "anything that comes from the booking form noreply@… stick it under my Bookings label"
GOT_BACK = re.compile(r"\b(?:get|got|gotten|getting)\s+back\s+to\s+(?:me|us)\b|\b(?:replied|written\s+back|wrote\s+back)\s+(?:to\s+me|yet|me|us|concerning|regarding)\b"
                      r"|^\s*(?:the\s+)?(?:[\w'-]+\s+){1,3}send\s+(?:me|us)\s+(?:an?\s+|any\s+)?(?:e-?mail|mail|message|letter|smth|sth|something|anything)\b[^?.!]{0,80}\?"  # "council
                      # send me mail about the new pitch fees? i no see am": did they
                      r"|^\s*(?:did|has|have)\s+[\w'&.-]+(?:\s+[\w'&.-]+)?\s+e-?mail(?:ed)?\s+(?:me\s+|us\s+)?(?:about|abt|re|back)\b"  # "did stockx email
                      # aboot the dunks aye or naw"
                      r"|\bheard\s+(?:back\s+)?from\b(?!\s+(?:[\w'-]+\s+){1,3}?that\b)"  # not "I have just heard from Margaret that …"
                      r"|^\s*(?:anything|any\s+(?:word|news|post))\s+from\s+(?:the\s+)?(?-i:[A-Z][\w&.-]*)(?:\s+(?-i:[A-Z][\w&.-]*))*\s*\??\s*$"  # "owt fra RPA?"
                      r"|\b(?:e-?mail(?:ed)?|mail(?:ed)?|sen[dt]|write|wrote|written)\s+(?:me|mi|us)\s+(?:yet|already|back)\b"  # "the council email mi yet"
                      r"|^\s*got\s+(?:an?\s+|any\s+)?e-?mails?\s+from\b"  # "got email from bake with yen about … or not"
                      # a reply asked after: "any reply from derm re 2ww? sent fri", "Has anyone at AbeBooks replied about …?", "did the
                      # council reply" (a comment's reply is said so)
                      r"|^(?!.*\b(?:comments?|threads?|conversation|back-and-forth|whole)\b)\s*(?:any|no)\s+(?:reply|replies|answer|response)\s+(?:yet\s+)?(?:from|back\s+from)\b"
                      r"|^(?!.*\b(?:comments?|threads?|conversation|back-and-forth|whole)\b)\s*(?:has|have|did)\s+(?:[\w'&.-]+\s+){1,4}?(?:replied|reply|answered|responded|respond)\b"
                      # "Is there an email from the doctors surgery about my flu jab?"
                      r"|^\s*(?:is|are|was|were)\s+there\s+(?:an?\s+|any\s+)?(?:new\s+)?e-?mails?\s+(?:from|about)\b"
                      # "Anything in from the insurers re the hall roof claim?", "owt come from the council bout me …"
                      r"|^\s*any\s+(?:remittance(?:\s+advice)?|remittances|invoices?|statements?|replies)\s+(?:come|came|arrived|in)\b"
                      # "Has Verbatim sent the PO for the Delorme catalogue yet?", "deliveroo payout mail came? last week one"
                      # "Has Mrs Daniels sent me her piece for the newsletter yet?"
                      r"|^\s*(?:has|have)\s+(?:[\w'&.-]+\s+){1,3}?sent\s+(?:me|us)\s+(?:her|his|their)\s+[^?]{2,60}?\byet\s*\?"
                      r"|^\s*(?:has|have|did)\s+(?:[\w'&.-]+\s+){1,4}?(?:sent|send)\s+(?:over\s+|through\s+|thru\s+)?(?:me\s+|us\s+)?(?:the|my|our|an?)\s+(?:[\w-]+\s+){0,2}?(?:po|purchase\s+order|invoice|quote"
                      r"|contract|remittance|statement|payslip|confirmation|vaccination\s+cards?|forms|photos|tickets|certificates)\b|^[\w' -]{2,40}?\s+(?:e-?mail|mail)\s+(?:came|come|arrived)\s*\?"  # "Any
                      # remittance advice come in since the 1st?"
                      r"|(?:^|[.!?,]\s+)\s*(?:(?:has|have)\s+)?(?:anything|owt|any\s*thing)\s+(?:new\s+)?(?:in|come|came|arrived)\s+(?:in\s+|through\s+|thru\s+)?from\b"  # "has owt come
                      # from the council about putting the rents up?"
                      r"|^\s*(?:has|have|did)\s+(?:[\w'&.-]+\s+){1,3}?(?:come|came|got|get)\s+back\s+to\s+(?:me|us)\b"
                      r"|^\s*(?:the\s+)?(?:[\w'&.-]+\s+){1,3}?(?:send|sent)\s+(?:me\s+|us\s+)?(?:the|my|our|an?)\s+(?:invoice|quote|po|statement|contract|receipt"
                      r"|bill|confirmation)\s+yet\b"  # "the Marseille people send the invoice yet?? Comores Import."
                      r"|^\s*(?:has|have|did)\s+[\w'&.-]+(?:\s+[\w'&.-]+)?\s+(?:ever\s+)?(?:sent|send)\s+(?:on\s+|over\s+|through\s+)?(?:me\s+|us\s+)?(?:them|the|those|any)\s+"
                      r"(?:dates|times|details|figures|numbers|prices|quotes?|info|photos|pictures|pics|cards|forms|documents|certificates|tickets)\b"  # "did raj ever send them dates for the xmas do runs"  # "Has HMRC come back to me about …?"
                      # "did I get an email from gcash on saturday??", "has the wool broker sent thru the test results …"
                      r"|^\s*(?:did|have|has)\s+(?:i|we)\s+(?:get|got|gotten|had|receive[d]?)\s+(?:an?\s+|any\s+)?(?:e-?mails?|mails?)\s+(?:from|about)\b"
                      r"|^\s*(?:did|has|have)\s+(?:[\w'-]+\s+){1,3}?(?:send|sent)\s+(?:thru|through|over)\s+(?:the|my|our|next|this|last|any)\b"
                      r"|^\s*(?:did|has|have)\s+(?:[\w'&.-]+\s+){1,3}?(?:written|wrote|write|e-?mailed)\s+(?:to\s+)?(?:me|us)\b"  # "Has the surgery written to me
                      # about my flu vaccination?", "has getyourguide sent through next weeks bookings yet"
                      r"|\b(?:check|see)\s+(?:if|whether)\s+(?:\w+\s+){1,4}?(?:have|has)\s+(?:sent|e-?mailed|written|replied)\b"  # "check if KWS have sent anything …"
                      r"|\bcheck\s+(?:if|whether)\s+(?:\w+\s+){1,3}?(?:sent|e-?mailed)\s+(?:me\s+|us\s+)?(?:my|our|the)\s+(?:[\w&'-]+\s+){0,2}?"
                      r"(?:invoice|quote|estimate|contract|receipt|statement|report|confirmation|paperwork|bill|payslip|results?)\b"  # "check if
                      # capitec sent my october statement"; "has the mill at Shawbost sent back about the yarn yet": a reply
                      r"|^\s*(?:did|has|have)\s+(?:[\w'-]+\s+){1,4}?(?:sent|written|wrote|got)\s+back\s+(?:to\s+(?:me|us)\s+)?(?:about|yet|re)\b"
                      # "Tony sent his new price list over the other day, dig it out for us": that message found
                      r"|^\s*(?:[A-Z][\w'-]+\s+){1,2}(?:sent|e-?mailed|mailed)\s+(?:me\s+|us\s+)?(?:his|her|their|the|a|an)\s+[^.?!]{0,60}?"
                      r"\b(?:dig\s+it\s+out|find\s+it|pull\s+it\s+up|look\s+it\s+out|dig\s+out)\b"
                      # "theres an email from the council about the free school meals checks, … can you dig it out": that message found
                      r"|^\s*there'?s\s+(?:an?\s+|this\s+)?e-?mail\s+(?:from|about)\b[^?!]{0,160}?"
                      r"\b(?:dig\s+it\s+out|find\s+it|pull\s+it\s+up|look\s+it\s+out|track\s+it\s+down|fish\s+it\s+out)\b"
                      r"|^\s*(?:did|has|have)\s+(?:\w+\s+){1,3}?(?:send|sent|e-?mail(?:ed)?)\s+(?:me\s+|us\s+)?(?:anything|something|an?\s+e-?mail"
                      r"|a\s+message)\b"
                      r"|^\s*(?:did|has|have)\s+(?:\w+\s+){1,3}?(?:send|sent)\s+(?:me\s+|us\s+)?(?:my|our|the)\s+\w+\b.*\bsearch\s+(?:my\s+)?"
                      r"(?:e-?mails?|mail|inbox)\b"
                      r"|^\s*(?:did|has|have)\s+(?:[\w'-]+\s+){1,3}?(?:ever\s+)?(?:send|sent)\s+(?:me\s+|us\s+)?(?:back\s+)?(?:my|our|the)\s+"
                      r"(?:[\w&'-]+\s+){0,2}?(?:invoice|quote|estimate|contract|t\s*&\s*cs|terms|forms?|receipt|statement|report|confirmation"
                      r"|paperwork|proofs?|plans|drawings)\b"
                      # "did madison send tracking for the shimano order??": a tracking number, an invoice … said with no "the"
                      r"|^\s*(?:did|has|have)\s+(?:[\w'-]+\s+){1,3}?(?:ever\s+)?(?:send|sent)\s+(?:me\s+|us\s+)?(?:any\s+|a\s+|an\s+)?"
                      r"(?:tracking|invoice|quote|estimate|receipt|confirmation|paperwork|proofs?)\b"
                      r"|\b(?:send|sent)\b.*\be-?mail\b.*\balready\s+or\s+not\b"
                      # "the invoice from afro foods it come in email?", "Letter from the hospital. Email I mean. Come yet?"
                      r"|\b(?:come|came|arrived?|landed)\s+(?:in|on|by|thru|through|to)\s+(?:the\s+|my\s+)?(?:e-?)?mail\s*\?"
                      r"|\be-?mail\b[^?]{0,20}\b(?:come|came|arrived?)\s+yet\s*\?"
                      # "Dat lady from Savannah, Mrs Whitfield, she done send me a email bout de bread basket yet?"
                      r"|\b(?:done|did|has|have)\s+(?:send|sent)\s+(?:me|us)\s+(?:an?\s+|any\s+)?(?:e-?mail|mail|message)\b[^?]{0,80}\?"
                      # "hun has that email from Very come thru about my refund yet??"
                      r"|\b(?:has|have|did)\s+(?:that|the|my)\s+e-?mail\s+(?:from|off)\s+[\w'&. -]{1,30}?\s+(?:come|came|arrived?|landed)\b", re.I)
# "did ABRSM send anything about …", "did brewers send my invoice yet? search my mail"  # "did the wholesaler ever get back to me about …": a reply received
# "has groomers warehouse sent the invoice for the hydrobath pump yet", "did ballynahinch ever send back the signed t&cs …"
KEEP_UNSENT = re.compile(r"\(\s*(?:but\s+)?(?:(?:do\s+)?not|on\s+no\s+account|never)\s+(?:to\s+)?send(?:\s+it)?\s*(?:\)|!)"  # "draft (not send!! I want to sit …)"
                         r"|\bbut\s+on\s+no\s+account\s+send\b"  # "Please draft (but on no account send) …", "Would you prepare, but on no account send (…), a letter"
                         # "I'll check it b4 it goes", "I will read it through before it goes": the user sends it
                         r"|\b(?:i'?ll|i\s+will|let\s+me)\s+(?:check|read|look\s+over|look\s+at|go\s+over)\s+(?:it\s+)?(?:through\s+|over\s+)?(?:before|b4)\s+it\s+goes\b|\b(?:do\s*n[o'’]?t|never|no|not)\s+send\s+(?:it|this|that|yet)\b|\b(?:do\s*n[o'’]?t|never)\s+send\s*(?:[,.;!]|[-–]|$)|\bjust\s+save\s+it\b|\bsave\s+(?:it\s+)?as\s+a\s+draft\b"
                         r"|\b(?:do\s*n[o'’]?t|never)\s+send\b(?=[^.?!]{0,20}\b(?:check|read|look|first)\b)"  # "dont send i check first"
                         # "… Hold. Will check before sending."
                         r"|\b(?:(?:i\s+)?will|i'?ll|let\s+me|must)\s+(?:check|read|look\s+over)\s+(?:it\s+)?(?:before|b4)\s+(?:sending|i\s+send)\b"
                         r"|(?:^|[.!]\s+)hold(?:\s+it)?\s*[.!]",
                         re.I)  # "start an email to paul@… but DON'T send it, just save it": a draft
WHOLE_THREAD = re.compile(r"\b(?:whole|entire|full)\s+(?:e-?mail\s+)?(?:thread|conversation|exchange|back-and-forth)\b", re.I)
# "write sumn to stockx support bout my payout …, dont send it tho": something written to someone (kept unsent: a draft)
WRITE_TO = re.compile(r"\s*(?:(?:might\s+)?(?:can|could)\s+(?:you|u|ye)\s+)?(?:please\s+|pls\s+)?(?:write|do|draft)\s+(?:me\s+)?(?:up\s+)?"
                      r"(?:something|somethin|summat|sth|an?\s+(?:(?:quick|polite|short|firm|gentle|friendly|brief|little|nice|kind|thank-you)\s+)?(?:message|letter|reply|note|quote"
                      r"|chaser|reminder|nudge|e-?mail)(?:\s+of\s+(?:thanks|apology|complaint|condolence|sympathy))?)(?:\s+up)?"
                      r"\s+(?:to|for)\s+[a-z]", re.I)  # "can u write up a quote for farnham maltings …. dont send it", "might could you write
# up a letter to the deacons …? don't send it yet", "write somethin up for the Tottenville boosters …", "Draft a polite chaser to Brennan & Co
# on the Mahmood fee note …. Don't send it"
WRITE_A_DRAFT = re.compile(r"\b(?:write|put|type)\s+(?:up\s+)?a\s+draft\b", re.I)
DRAFT_A_REPLY = re.compile(r"^\s*(?:please\s+)?(?:can\s+you\s+)?(?:draft|write\s+up|prepare)\s+(?:\([^)]{1,30}\)\s+)?(?:me\s+)?(?:a\s+|an\s+)?(?:quick\s+)?"
                           r"(?:reply|response|answer)\b", re.I)  # "draft a reply to Dr Okonkwo's referral email …: …": not sent; "Draft (do not
# send) a reply to Prof. Hargreaves: …" (a comment's reply written at first sight)
# "can u draft something to the families about xmas - we close …. just a draft ill check it first": a message kept unsent
DRAFT_SOMETHING = re.compile(r"^\s*(?:please\s+|pls\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:draft|write\s+up)\s+(?:me\s+)?(?:something|a\s+(?:quick\s+)?"
                             r"(?:letter|note|message|e-?mail|reminder|notice)|an\s+e-?mail)\s+(?:to|for)\b", re.I)
A_FILTER = re.compile(r"\b(?:make|create|set\s+up|setup|add)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:gmail\s+|e-?mail\s+|mail\s+|inbox\s+)?"
                      r"filter\b", re.I)  # "set up a filter so evrything from groomersdirect.co.uk goes under Suppliers"
REPLY_TO = re.compile(r"^\s*(?:please\s+)?reply\s+to\b(?!.*\b(?:comment|doc|document|file)\b)", re.I)
TO_A_LABEL = re.compile(r"\b(?:under|into|in|to|with)\s+(?:my|the)\s+['\"]?[\w &'-]+?['\"]?\s+label\b"
                        r"|\b(?:e-?mails?|messages?|mail)\b(?!.*\b(?:access|share|drive|files?|docs?|photos?)\b)"
                        r".*\b(?:into|to)\s+(?:my|the)\s+[\w &'-]+?\s+folder\b"  # "move the email … to my Receipts folder"
                        r"|^\s*(?:please\s+)?(?:put|move|file|stick|pop)\s+(?:the\s+|that\s+|this\s+)?(?:[\w'-]+\s+){0,4}(?:e-?mail|message)s?"
                        r"\s+in\s+(?:my|the)\s+[\w &'-]+?\s+folder\b"  # "put the invoice email in my Receipts folder"
                        r"|^\s*(?:please\s+)?(?:put|move|file|stick|pop)\s+(?:the\s+|that\s+|this\s+)?(?:[\w'-]+\s+){0,4}(?:e-?mail|message)\b"
                        r"[^.?!]{0,40}?\s+under\s+(?:my\s+|the\s+)?[A-Z][\w&'-]*\s*$"  # "put rachel tomkins email with the oak photos under Jobs"
                        r"|^\s*(?:please\s+)?label\b.*\b(?:as|with)\b|\b(?:add|remove)\s+(?:the\s+)?\S+\s+label\b", re.I)
SAVE_FROM_MAIL = re.compile(r"\b(?:photos?|pictures?|pics|pdfs?|files?|documents?)\b.*\b(?:in|from)\s+(?:an?|the|her|his|their|that)\s+"
                            r"e-?mail\b.*\b(?:save|download|open|keep)\b", re.I)
DICTATION = re.compile(r"\b(?:letting\s+(?:him|her|them)\s+know|telling\s+(?:him|her|them)|(?:to|and)\s+tell\s+(?:him|her|them)"
                       r"|saying)\b[^.?!]*",
                       re.I)
OPEN_ATTACHMENT = re.compile(r"\b(?:open|show|download|save|get|view|read)\b.*\b(?:the|that|this|its|an?|pdf)\s+attachments?\b"
                            r"|\b(?:the|that|this|its|an?|pdf)\s+attachments?\b.*\b(?:open|show|download|save|get|view|read)\b", re.I)
WRITES_TO = re.compile(r"\s*(?:(?:hi|hello|hey)\b[,!]?\s*)?(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)?"
                       r"(?:e-?mail|message|text|write\s+to|write(?=\s+[^:@]{1,40}@)|tell|let)\b", re.I)  # "Write Chloe chloe@…: …"  # "Hi, could you email orders@… and ask …"
TO_THE_BIN = re.compile(r"(?:^\s*(?:put|move|throw|send)|\b(?:chuck|toss|trash|bin|throw|put)\s+(?:it|them|that|this))\b.*"
                        r"\b(?:in|into|to)\s+(?:the\s+)?(?:trash|bin|rubbish)\b", re.I)  # "old 'X' sheet, chuck it in the bin"
BIN_PLACE = re.compile(r"\b(?:in|into|to)\s+(?:the\s+)?(?:trash|bin|rubbish)\b", re.I)
BRING_BACK = re.compile(r"\b(?:bring\s+(?:it|them|that)\s+back|restore|recover|undelete|un-delete|get\s+(?:it|them)\s+back)\b",
                        re.I)
TRASH_FIRST = re.compile(r"^\s*(?:please\s+)?(?:trash|bin)\b(?!\s+(?:day|collection|bags?)\b)", re.I)  # "bin 'X' from the drive"
# A message's errand said after whom it goes to: "email Mrs Adebayo, tell her choir practice has moved to Saturday 4pm …" (a mail
# saying the move, not the move)
TELL_THEM = re.compile(r"^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:e-?mail|message|write\s+to)\s+(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?"
                       r"[\w'-]+(?:\s+[\w'-]+)?\s*[,;]?\s+(?:and\s+)?(?:tell|let)\s+(?:him|her|them|(?-i:[A-Z])[\w'-]+)\s+(?:know\s+)?", re.I)
# … or someone named, an e-mail asked to them: "can you email Dr. MacLeod and ask if we can push our Thursday 2pm meeting to Friday?"
ASK_NAMED = re.compile(r"^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:e-?mail|write\s+to)\s+((?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?"
                       r"[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?:and\s+)?(?:ask|tell|let\s+\w+\s+know|remind|check\s+with)\b")
ASK_THEM = re.compile(r"(@[\w-]+(?:\.[\w-]+)+)\)?\s+(?:and\s+)?(?:ask(?:ing)?|tell(?:ing)?|let(?:ting)?\s+\w+\s+know"
                      r"|confirm(?:ing)?|to\s+confirm|thank(?:ing)?|to\s+thank|remind(?:ing)?|to\s+remind|saying"
                      r"|to\s+(?:inform|notify|advise|tell)|inform(?:ing)?|notify(?:ing)?)\b", re.I)  # "email x@… and ask if …", "… (tunde.adeyemi@…)
# to inform him that the family meeting has been shifted to Saturday": an e-mail, no event moved


_PAPERS = r"(?:invoice|e-?mail|mail|letter|remittance|statement|receipt|quote|contract|payslip|confirmation|bid)s?"
# Mail asked about, not sent: a question (or "yet", "already") whether an invoice, letter, e-mail … from someone has come, or
# whether they sent one ("is the invoice from Swiss Gourmet Imports in yet??", "Has any letter yet arrived from the Whitby & District
# Allotment Society …?", "wealdstone cash and carry send invoice already or nae?"); not an ask to send, and nothing kept elsewhere
MAIL_ASKED_ABOUT = re.compile(
    r"^(?=.*\?|.*\byet\b|.*\balready\b)(?=.*\b(?:arrived?|come|came|comes|coming|in\s+yet|landed|received|turn(?:ed)?\s+up|got|send|sent|llegó)\b)"
    r"(?!\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:send|e-?mail|write|reply|forward|draft|tell|ask)\b)"
    r"(?!.*\b(?:where|drive|folder|sheet|spreadsheet|doc|document|whatsapp|text(?:ed)?|calendar|diary|db|database|table|label|inbox"
    r"|automatic(?:ally)?|bin|trash|delete|out\s+of\s+office|computer|laptop|pdf|scanned|downloads?)\b)"
    r"(?:.*\b" + _PAPERS + r"\b.{0,40}\b(?:from|dari)\s+(?:the\s+)?[\w&]"
    r"|\s*(?:(?:did|has|have)\s+)?(?:(?!(?:you|u|i|we|can|could|would|will|please|pls)\b)[\w&'-]+\s+){1,5}(?:send|sent)\s+(?:me\s+|us\s+)?(?:over\s+)?"
    r"(?:the\s+|any\s+|an?\s+|my\s+|di\s+|da\s+|de\s+)?(?:[\w-]+\s+)?" + _PAPERS + r"\b(?!\s+to\b)"
    r"|.*\b" + _PAPERS + r"\s+(?:has\s+|have\s+)?(?:came|come|arrived)\s+in\s+(?:the\s+|my\s+)?(?:e-?mail|mail)\b"
    # "Has Liberty Wines sent the Burgundy allocation yet?", "has head office sent the SSBT figures yet" (all 20 stored so worded: the mail)
    r"|\s*(?:has|have|did)\s+(?:[\w&'.-]+\s+){1,4}?(?:sent|send)\s+(?:over\s+)?(?:me\s+|us\s+)?(?:the|their|his|her|my|our)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+"
    r"(?:yet|already|over)\b)", re.I)  # Hindi's "Booker ka
# invoice aya hai email mein?" (Booker's invoice came in the email?)
