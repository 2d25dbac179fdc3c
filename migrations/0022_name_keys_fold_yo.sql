-- The registry recognises a person by his name's key: ё is now е, š is sh and ž is zh in it (db/repositories/players.ts
-- nameKey), so that «Фёдоров Пётр» and «Федоров Петр», «Šmidt» and «Shmidt» are one person. The keys stored before are
-- folded the same way (they are lower case already).
UPDATE `players` SET `name_key` = replace(replace(replace(`name_key`, 'ё', 'е'), 'š', 'sh'), 'ž', 'zh');
