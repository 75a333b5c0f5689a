# Helpers that map Package.swift's targets onto CMake targets with the same module names.

# Swift 6 language mode (-swift-version 6), as Package.swift's swiftLanguageModes.
set(CMAKE_Swift_LANGUAGE_VERSION 6)
option(XUIKIT_WARNINGS_AS_ERRORS "Fail the build on any Swift warning" OFF)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
    set(CMAKE_BUILD_TYPE Debug)
endif()
# Where every module's .swiftmodule goes, so each target's -I finds its dependencies.
set(XUIKIT_MODULE_DIR "${CMAKE_BINARY_DIR}/swift")

# xuikit_system_module(NAME [LINK_TARGET]): an interface target for Sources/NAME/module.modulemap.
function(xuikit_system_module name)
    add_library(${name} INTERFACE)
    target_compile_options(${name} INTERFACE
        "SHELL:-I ${CMAKE_SOURCE_DIR}/Sources/${name}")
    # The link target, if any (a module whose library is opened with dlopen has none).
    if(ARGN)
        target_link_libraries(${name} INTERFACE ${ARGN})
    endif()
endfunction()

# xuikit_c_library(NAME): a C module of our own: Sources/NAME/*.c, its header and module map in
# Sources/NAME/include (Swift imports it through the module map, as SwiftPM does).
function(xuikit_c_library name)
    file(GLOB sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/Sources/${name}/*.c")
    add_library(${name} STATIC ${sources})
    set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    target_include_directories(${name} PUBLIC "${CMAKE_SOURCE_DIR}/Sources/${name}/include")
endfunction()

function(_xuikit_swift_common target)
    if(XUIKIT_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -warnings-as-errors)
    endif()
    # One package, as SwiftPM builds it: `package` declarations (the D-Bus layer XUIKitTesting
    # shares with XUIKitAccessibility) are visible across its modules.
    target_compile_options(${target} PRIVATE -package-name XUIKit)
    set_target_properties(${target} PROPERTIES
        Swift_MODULE_NAME ${target}
        Swift_MODULE_DIRECTORY "${XUIKIT_MODULE_DIR}")
    target_include_directories(${target} PUBLIC "${XUIKIT_MODULE_DIR}")
endfunction()

# xuikit_swift_library(NAME DEPENDS ...): a static library from every .swift file under Sources/NAME.
function(xuikit_swift_library name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "DEPENDS")
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/Sources/${name}/*.swift")
    add_library(${name} STATIC ${sources})
    _xuikit_swift_common(${name})
    target_link_libraries(${name} PUBLIC ${arg_DEPENDS})
endfunction()

# xuikit_swift_executable(NAME DIR DEPENDS ...): an app whose @main type, or main.swift, lives in DIR.
function(xuikit_swift_executable name dir)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "DEPENDS")
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${dir}/*.swift")
    add_executable(${name} ${sources})
    _xuikit_swift_common(${name})
    # @main in a file not named main.swift: SwiftPM passes this too. An app with a main.swift
    # (top-level code, e.g. a UIApplicationMain call) is parsed as a program.
    if(NOT EXISTS "${dir}/main.swift")
        target_compile_options(${name} PRIVATE -parse-as-library)
    endif()
    # CMake's Ninja rule lists swift/NAME.swiftmodule among an executable's outputs, but its
    # command does not write it: the target is then always out of date, and swiftc's incremental
    # rebuild fails with "cannotResolveTempPath(NAME-1.swiftmodule)". Write the module.
    target_compile_options(${name} PRIVATE
        -module-name ${name} -emit-module "SHELL:-emit-module-path ${XUIKIT_MODULE_DIR}/${name}.swiftmodule")
    target_link_libraries(${name} PRIVATE ${arg_DEPENDS})
endfunction()
