import CX11
import Foundation
import XUIKitCore
