-- Every account made before roles existed had full power: each becomes an Owner, with a name from its address.
UPDATE "admins" SET "role" = 'Owner', "name" = split_part("email", '@', 1) WHERE "name" = '';
