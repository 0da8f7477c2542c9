#ifndef SALEASSISTANT_CXLSXWRITER_H
#define SALEASSISTANT_CXLSXWRITER_H
#include <xlsxwriter.h>
#endif
