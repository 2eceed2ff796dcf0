# The tic-tac-toe rules alone (Qt Core only): linked by the app, the bundled engine and tests.
add_library(kibitz_tictactoe_rules STATIC ${CMAKE_CURRENT_LIST_DIR}/tictactoeboard.cpp)
target_include_directories(kibitz_tictactoe_rules PUBLIC ${CMAKE_CURRENT_LIST_DIR}/..)
target_link_libraries(kibitz_tictactoe_rules PUBLIC Qt6::Core)
