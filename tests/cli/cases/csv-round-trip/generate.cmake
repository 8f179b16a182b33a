# sudoku -o csv input | sudoku --check: the table -o csv writes is read
# back, and every solution in it is right.
execute_process(COMMAND ${SUDOKU} -o csv "${CASE}/input"
                OUTPUT_FILE "${WORK}/table.csv" RESULT_VARIABLE csv_status)
if(NOT csv_status EQUAL 0)
  message(FATAL_ERROR "sudoku -o csv exited with ${csv_status}")
endif()
set(STDIN "${WORK}/table.csv")
