#!/bin/sh
# Runs a command (the server) with jemalloc as its malloc when Debian's libjemalloc2 is installed
# (docs/measurements/soak-memory.md): glibc keeps the memory image uploads freed in its heaps, jemalloc gives
# it back to the system within seconds (background_thread purges while the server is idle). Nothing changes
# when the library is not there, LD_PRELOAD is already set, or RP_MALLOC=glibc.
if [ -z "${LD_PRELOAD:-}" ] && [ "${RP_MALLOC:-jemalloc}" = jemalloc ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      LD_PRELOAD=$lib
      MALLOC_CONF=${MALLOC_CONF:-background_thread:true}
      export LD_PRELOAD MALLOC_CONF
      break
    fi
  done
fi
exec "$@"
