"""Chat shorthand and common misspellings written out before a request is planned ("tmrw", "appt", "cx", "calender",
"wensday", a dyslexic typist's "invoyce", "reminde", "boyler"): each word, taken whole, and what it stands for."""

WORDS = {
    "cx": "cancel", "canx": "cancel", "pt": "patient", "pts": "patients", "locate": "find", "bldg": "building",
    "bldgs": "buildings", "mgmt": "management",
    "aney": "", "haftey": "", "tmrw": "tomorrow", "tmr": "tomorrow", "tmw": "tomorrow", "tmrow": "tomorrow", "2moro": "tomorrow", "hev": "have", "tomorra": "tomorrow", "th'morra": "tomorrow",
    "2morrow": "tomorrow", "tomoz": "tomorrow", "tonite": "tonight", "2nite": "tonight", "nite": "night", "2day": "today", "tday": "today",
    "pls": "please", "plz": "please", "appt": "appointment", "appts": "appointments", "mtg": "meeting", "reh": "rehearsal",
    "mtgs": "meetings", "msg": "message", "msgs": "messages", "asap": "as soon as possible", "thx": "thanks",
    "bday": "birthday", "cal": "calendar",
    "notif": "notification", "notifs": "notifications", "wat": "what", "acess": "access", "acces": "access",
    "til": "until", "zavtra": "tomorrow", "sohodni": "today", "dyakuyu": "thanks", "sabtida": "saturday", "berri": "tomorrow", "maanta": "today", "hrs": "hours", "wk": "week", "wks": "weeks", "wknd": "weekend", "wkend": "weekend", "wkd": "weekend", "wknds": "weekends", "u": "you", "ur": "your", "attachmnt": "attachment", "attachmt": "attachment", "attchment": "attachment", "occurence": "occurrence", "occurences": "occurrences", "reccuring": "recurring", "recuring": "recurring",
    # common misspellings of the words that say when
    "tomorow": "tomorrow", "tommorow": "tomorrow", "tommorrow": "tomorrow", "tomorro": "tomorrow", "wensday": "Wednesday",
    "wendesday": "Wednesday", "wednsday": "Wednesday", "tuseday": "Tuesday", "thrusday": "Thursday",
    "thursay": "Thursday", "saterday": "Saturday", "febuary": "February", "calender": "calendar", "calandar": "calendar",
    "wedensday": "Wednesday", "wedesday": "Wednesday", "wendsday": "Wednesday", "tusday": "Tuesday", "teusday": "Tuesday",
    "thurday": "Thursday", "thirsday": "Thursday", "firday": "Friday", "satuday": "Saturday", "sundy": "Sunday",
    "oclock": "o'clock", "itself": "", "who all's": "who's", "who all": "who", "who'm": "who", "what all": "what", "what'd": "what did", "what've": "what have", "who've": "who have", "whove": "who have", "whatve": "what have", "wot": "what", "bholi": "tomorrow", "ramro": "nice", "jutro": "tomorrow", "dzisiaj": "today", "sbeiny": "tomorrow", "bukra": "tomorrow", "simera": "today", "avrio": "tomorrow", "naeil": "tomorrow", "oneul": "today", "tsbah": "tomorrow", "thon": "that", "meetin": "meeting", "wha": "who", "whaur": "where", "chynge": "change", "tak": "take", "playin": "playing", "movin": "moving",
    "trainin": "training", "comin": "coming", "doin": "doing", "gettin": "getting", "workin": "working", "bookin": "booking", "agin": "again", "ower": "over", "auld": "old", "fra": "from", "tuk": "took", "av": "have", "sav": "save", "tomorrows": "tomorrow's", "todays": "today's", "tonights": "tonight's", "yesterdays": "yesterday's", "dupe": "duplicate", "prepone": "move", "preponed": "moved", "e-sesh": "session", "sesh": "session", "upd": "update", "rtn": "return", "rtns": "returns", "rcpt": "receipt", "rcpts": "receipts",
    # a dyslexic typist's phonetic spellings: "wich quotes are still out from befor the 10th havnt herd nothing", "emale pat holoway
    # tell her ill be ther 8 oclock", "put in diry sat 10 oclock", "save colin webb in my contacs"
    "wich": "which", "befor": "before", "havnt": "haven't", "herd": "heard", "shud": "should", "databse": "database", "databace": "database",
    "cancelld": "cancelled", "canceld": "cancelled", "emale": "email", "emial": "email", "ther": "there", "diry": "diary", "dairy": "diary",
    "sumthing": "something", "sumthin": "something", "contacs": "contacts", "contcts": "contacts", "adresses": "addresses",
    "adress": "address", "adres": "address", "invoyce": "invoice", "invoyces": "invoices", "custmer": "customer", "custmers": "customers",
    "yesterdy": "yesterday", "yestarday": "yesterday", "recieve": "receive", "recieved": "received", "acros": "across",
    "thersday": "Thursday", "fryday": "Friday", "meny": "many", "hav": "have", "bleech": "bleach", "cansel": "cancel",
    "canseled": "cancelled", "hospitle": "hospital", "mony": "money", "wher": "where", "insurence": "insurance",
    "sertificate": "certificate", "scaned": "scanned", "clening": "cleaning", "recived": "received", "kichen": "kitchen",
    "garentee": "guarantee",
    "payed": "paid", "abt": "about", "reminde": "remind", "remaind": "remind", "cancell": "cancel", "cancle": "cancel", "downloded": "downloaded",
    "dowloaded": "downloaded", "downlaoded": "downloaded", "renewel": "renewal", "custamer": "customer", "custamers": "customers",
    "radiater": "radiator", "boyler": "boiler", "apointment": "appointment", "apointments": "appointments", "excepted": "accepted",
    "sum1": "someone", "some1": "someone", "any1": "anyone", "every1": "everyone", "no1": "no one",
    "venmo'd": "paid", "venmoed": "paid", "cashapped": "paid", "cashapp'd": "paid", "paypalled": "paid", "paypal'd": "paid",
}
