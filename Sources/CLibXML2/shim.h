#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, so its headers pull in ICU's `utypes.h`, which
// clashes with Foundation's private copy of ICU in the same Swift module. Trellis
// never touches the ICU fields of libxml2's encoding structs, so leave them out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlmemory.h>

// `xmlFree` is a global function pointer, which Swift 6 refuses to call as
// shared mutable state; a static inline wrapper keeps the call site safe.
static inline void trellis_xmlFree(void *pointer) {
    xmlFree(pointer);
}

#endif
