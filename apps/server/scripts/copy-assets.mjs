// Nothing to copy yet: migrations are read from ../drizzle relative to both src/ and dist/.
